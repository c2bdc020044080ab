import { useState } from 'react';

type QrState =
  | { readonly kind: 'hidden' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'shown'; readonly path: string; readonly size: number }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * The share link as a QR code, for a phone across the table to scan. The QR library (uqr) is downloaded only when a
 * player asks for the code: it is in no first download, not even the share dialog's.
 */
export function ShareQrCode({ url }: { url: string }) {
  const [qr, setQr] = useState<QrState>({ kind: 'hidden' });
  const show = async () => {
    setQr({ kind: 'loading' });
    try {
      const { encode } = await import('uqr');
      const code = encode(url, { ecc: 'L', border: 2 });
      // One path of unit squares: a 100×100 code is one element, not 10,000.
      const squares = code.data.flatMap((row, y) => row.flatMap((isDark, x) => (isDark ? [`M${x} ${y}h1v1h-1z`] : [])));
      setQr({ kind: 'shown', path: squares.join(''), size: code.size });
    } catch (error) {
      setQr({
        kind: 'failed',
        message:
          error instanceof Error && /too (long|much)|data/i.test(error.message)
            ? 'This link is too long for a QR code.'
            : 'The QR code could not be made.',
      });
    }
  };
  switch (qr.kind) {
    case 'hidden':
      return (
        <button type="button" onClick={() => void show()}>
          Show QR code
        </button>
      );
    case 'loading':
      return <p role="status">Making the QR code…</p>;
    case 'failed':
      return <p className="notice notice--error">{qr.message}</p>;
    case 'shown':
      return (
        <svg
          className="share-qr"
          role="img"
          aria-label="QR code of the share link"
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          shapeRendering="crispEdges"
        >
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.path} fill="#000" />
        </svg>
      );
  }
}
