import QRCode from 'qrcode';

/**
 * The QR code of the otpauth:// URI as an <img> source. Drawn here rather than using the
 * server's `totp.qr_code`: that is raw SVG markup behind a `data:` prefix, and the `#` of its
 * colours ends a URL, so some browsers show a broken image. SVG scales crisply on any screen.
 */
export async function qrCodeImage(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
