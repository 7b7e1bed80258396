import { describe, expect, it } from 'vitest'
import { RingBuffer } from './ringBuffer'

describe('RingBuffer', () => {
  it('keeps the newest items, oldest first, once it wraps', () => {
    // Arrange
    const buffer = new RingBuffer<number>(3)

    // Act
    for (let i = 1; i <= 7; i++) buffer.push(i)

    // Assert
    expect(buffer.toArray()).toEqual([5, 6, 7])
    expect(buffer.size).toBe(3)
  })

  it('refuses a capacity that could not hold anything', () => {
    expect(() => new RingBuffer(0)).toThrow(RangeError)
  })
})
