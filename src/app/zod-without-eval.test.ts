import './zod-without-eval';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('is the setting zod reads once it has loaded', () => {
    expect(z.config().jitless).toBe(true);
  });
});
