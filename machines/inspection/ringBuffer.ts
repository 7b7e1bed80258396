/** Fixed-capacity FIFO: pushing past capacity overwrites the oldest item in O(1). */
export class RingBuffer<T> {
  /** Grows to `capacity`, then wraps: the oldest item sits at `start`. */
  private readonly items: T[] = []
  private start = 0

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`capacity must be a positive integer, got ${capacity}`)
  }

  get size(): number {
    return this.items.length
  }

  push(item: T): void {
    if (this.items.length < this.capacity) {
      this.items.push(item)
    } else {
      this.items[this.start] = item
      this.start = (this.start + 1) % this.capacity
    }
  }

  /** Oldest first. */
  toArray(): T[] {
    return [...this.items.slice(this.start), ...this.items.slice(0, this.start)]
  }
}
