import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RingBuffer } from './ringBuffer'

describe('RingBuffer', () => {
  it('starts empty', () => {
    const buffer = new RingBuffer<number>(3)
    expect(buffer.toArray()).toEqual([])
    expect(buffer.size).toBe(0)
  })

  it('keeps every item, oldest first, until it is full', () => {
    // Arrange
    const buffer = new RingBuffer<number>(3)

    // Act
    buffer.push(1)
    buffer.push(2)

    // Assert
    expect(buffer.toArray()).toEqual([1, 2])
    expect(buffer.size).toBe(2)
  })

  it('keeps the newest items, oldest first, once it wraps', () => {
    // Arrange
    const buffer = new RingBuffer<number>(3)

    // Act
    for (let i = 1; i <= 7; i++) buffer.push(i)

    // Assert
    expect(buffer.toArray()).toEqual([5, 6, 7])
    expect(buffer.size).toBe(3)
  })

  it('holds the last item alone at capacity 1', () => {
    const buffer = new RingBuffer<string>(1)
    buffer.push('a')
    buffer.push('b')
    expect(buffer.toArray()).toEqual(['b'])
  })

  it('always holds the last `capacity` items pushed, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.integer(), { maxLength: 40 }), (capacity, items) => {
        const buffer = new RingBuffer<number>(capacity)
        for (const item of items) buffer.push(item)
        expect(buffer.toArray()).toEqual(items.slice(Math.max(0, items.length - capacity)))
        expect(buffer.size).toBe(Math.min(items.length, capacity))
      }),
    )
  })

  it.each([0, -1, 1.5, Number.NaN])('refuses capacity %s, naming it', (capacity) => {
    expect(() => new RingBuffer(capacity)).toThrow(new RangeError(`capacity must be a positive integer, got ${capacity}`))
  })
})
