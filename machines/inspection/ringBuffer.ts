/** Fixed-capacity FIFO: pushing past capacity overwrites the oldest item in O(1). */
export class RingBuffer<T> {
  private readonly items: T[] = []
  /** Where the next item goes: the end while the buffer fills, then over the oldest item. */
  private next = 0

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`capacity must be a positive integer, got ${capacity}`)
  }

  get size(): number {
    return this.items.length
  }

  push(item: T): void {
    this.items[this.next] = item
    this.next = (this.next + 1) % this.capacity
  }

  /** Oldest first. */
  toArray(): T[] {
    return [...this.items.slice(this.next), ...this.items.slice(0, this.next)]
  }
}
