/**
 * The otpauth URI as a QR code, drawn as SVG in the browser (uqr: small, no dependencies, gives the
 * module matrix so React draws it — no HTML injection). Loaded lazily, only when setting up.
 */
import { encode } from "uqr";

export default function TwoFactorQr({ uri }: { uri: string }) {
  const { data, size } = encode(uri, { ecc: "M", border: 2 });
  let path = "";
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label="QR-code om te scannen met uw authenticator-app"
      viewBox={`0 0 ${size} ${size}`}
      className="size-48 rounded-md bg-white"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
