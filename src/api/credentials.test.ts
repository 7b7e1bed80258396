import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createCredentialStore, credentialKeys, playerFlagKeys, readPlayerFlags, writePlayerFlags, type Credentials } from './credentials'

/** An in-memory Storage, as a browser's local storage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

const flags = fc.record({ showUpdatedTnC: fc.boolean(), firstLogin: fc.boolean() })
const text = fc.string({ minLength: 1 })
const credentials: fc.Arbitrary<Credentials> = fc.record({ idToken: text, accessToken: text, playerId: text })

describe('player flags on the device', () => {
  it('read back what was written, whatever was there before', () => {
    fc.assert(
      fc.property(flags, flags, (before, after) => {
        const storage = memoryStorage()
        writePlayerFlags(storage, before)
        writePlayerFlags(storage, after)
        expect(readPlayerFlags(storage)).toEqual(after)
      }),
    )
  })

  it('leave no key behind for a flag that is off (spec keys, "true" when on)', () => {
    fc.assert(
      fc.property(flags, (written) => {
        const storage = memoryStorage()
        writePlayerFlags(storage, written)
        expect(storage.getItem('showUpdatedTnC')).toBe(written.showUpdatedTnC ? 'true' : null)
        expect(storage.getItem('firstLogin')).toBe(written.firstLogin ? 'true' : null)
        expect(storage.length).toBe(Number(written.showUpdatedTnC) + Number(written.firstLogin))
      }),
    )
  })

  it('read anything but "true" as off', () => {
    fc.assert(
      fc.property(fc.string().filter((value) => value !== 'true'), (value) => {
        const storage = memoryStorage()
        storage.setItem(playerFlagKeys.showUpdatedTnC, value)
        expect(readPlayerFlags(storage).showUpdatedTnC).toBe(false)
      }),
    )
  })
})

describe('credential store', () => {
  it('reads back the stored tokens and flags at the given time, and nothing once forgotten', () => {
    fc.assert(
      fc.property(credentials, flags, fc.integer({ min: 0 }), (tokens, playerFlags, now) => {
        const store = createCredentialStore(memoryStorage)
        const storage = memoryStorage()
        const onDevice = createCredentialStore(() => storage)
        onDevice.store(tokens)
        onDevice.storeFlags(playerFlags)
        expect(onDevice.current()).toEqual(tokens)
        expect(onDevice.readStored(now)).toEqual({ credentials: tokens, flags: playerFlags, readAt: now })
        onDevice.forget()
        expect(onDevice.current()).toBeNull()
        expect(onDevice.readStored(now)).toBeNull()
        expect(storage.length).toBe(0)
        expect(store.readStored(now)).toBeNull()
      }),
    )
  })

  it('finds no session while any of the four tokens is missing', () => {
    for (const key of Object.values(credentialKeys)) {
      const storage = memoryStorage()
      const store = createCredentialStore(() => storage)
      store.store({ idToken: 'id', accessToken: 'access', playerId: 'p-1' })
      storage.removeItem(key)
      expect(createCredentialStore(() => storage).readStored(0)).toBeNull()
    }
  })

  it('keeps two stores apart', () => {
    const first = createCredentialStore(memoryStorage)
    const second = createCredentialStore(memoryStorage)
    first.store({ idToken: 'id', accessToken: 'access', playerId: 'p-1' })
    expect(second.current()).toBeNull()
  })

  it('keeps the tokens in memory only where there is no local storage', () => {
    const store = createCredentialStore(() => null)
    store.store({ idToken: 'id', accessToken: 'access', playerId: 'p-1' })
    store.storeFlags({ showUpdatedTnC: true, firstLogin: true })
    expect(store.current()?.playerId).toBe('p-1')
    expect(store.readStored(0)).toBeNull()
    store.forget()
    expect(store.current()).toBeNull()
  })
})
