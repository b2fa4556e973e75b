/**
 * A text (a link, an otpauth URI) as a QR code, drawn as SVG in the browser: uqr (small, no
 * dependencies) gives the module matrix and React draws it, so no HTML is injected. Black on white
 * whatever the theme, with a quiet border of `border` modules so it scans. The default export is
 * meant for React.lazy: the pages that show one load uqr only then.
 */
import { encode } from "uqr";

export default function QrCode({
  value,
  label,
  border,
  className = "size-48 rounded-md bg-white",
  testId,
}: {
  value: string;
  /** What a screen reader says about the image. */
  label: string;
  /** The white margin in modules: 4 is the standard's, enough for a printed copy read from afar. */
  border: number;
  className?: string;
  testId?: string;
}) {
  const { data, size } = encode(value, { ecc: "M", border });
  let path = "";
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className={className}
      shapeRendering="crispEdges"
      data-testid={testId}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
