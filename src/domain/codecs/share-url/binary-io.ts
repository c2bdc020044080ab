/** Byte-level writer and reader for the share URL payload: unsigned LEB128 varints and length-prefixed UTF-8. */

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

export class ByteWriter {
  private readonly bytes: number[] = [];

  byte(value: number): this {
    this.bytes.push(value & 0xff);
    return this;
  }

  varint(value: number): this {
    let rest = value;
    while (rest >= 0x80) {
      this.bytes.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.bytes.push(rest);
    return this;
  }

  raw(bytes: Uint8Array): this {
    for (const b of bytes) this.bytes.push(b);
    return this;
  }

  string(text: string): this {
    const bytes = encoder.encode(text);
    return this.varint(bytes.length).raw(bytes);
  }

  toBytes(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

/** Why a payload could not be read; caught at the decoder's edge and turned into a typed error. */
export class PayloadError extends Error {
  constructor(
    readonly code: 'truncated' | 'corrupt',
    message: string,
  ) {
    super(message);
  }
}

export class ByteReader {
  private at = 0;

  constructor(private readonly bytes: Uint8Array) {}

  get isAtEnd(): boolean {
    return this.at >= this.bytes.length;
  }

  byte(): number {
    const value = this.bytes[this.at];
    if (value === undefined) throw new PayloadError('truncated', 'The link ends too early: part of it is missing.');
    this.at++;
    return value;
  }

  /** At most 7 bytes (49 bits), so a run of 0xff bytes cannot make a number past Number.MAX_SAFE_INTEGER. */
  varint(): number {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 7; i++) {
      const byte = this.byte();
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
    }
    throw new PayloadError('corrupt', 'The link holds a number too large to be real.');
  }

  /** A varint that must be at most `max` (a count of units, a model count). */
  count(max: number, what: string): number {
    const value = this.varint();
    if (value > max) throw new PayloadError('corrupt', `The link says ${value} ${what}, more than ${max}.`);
    return value;
  }

  raw(length: number): Uint8Array {
    if (this.at + length > this.bytes.length) {
      throw new PayloadError('truncated', 'The link ends too early: part of it is missing.');
    }
    const out = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    return out;
  }

  string(maxBytes: number): string {
    const length = this.count(maxBytes, 'bytes of text');
    try {
      return decoder.decode(this.raw(length));
    } catch (error) {
      if (error instanceof PayloadError) throw error;
      throw new PayloadError('corrupt', 'The link holds text that is not valid UTF-8.');
    }
  }
}
