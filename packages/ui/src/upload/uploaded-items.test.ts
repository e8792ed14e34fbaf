import { describe, expect, it } from 'vitest';
import { fileNameOf, toUploadedItems } from './uploaded-items';

describe('uploaded items', () => {
  it('names a stored path by its decoded last segment', () => {
    expect(fileNameOf('/uploads/2026/11/%E8%AF%81%E4%B9%A6.pdf?v=1')).toBe('证书.pdf');
    expect(fileNameOf('/uploads/bad%E0.pdf')).toBe('bad%E0.pdf');
  });

  it('skips empty paths', () => {
    expect(toUploadedItems(['', '/uploads/a.png'])).toEqual([
      { url: '/uploads/a.png', name: 'a.png' },
    ]);
  });
});
