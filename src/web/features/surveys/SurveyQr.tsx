/**
 * The survey link as a QR code, drawn as SVG (uqr gives the module matrix, React draws it: no HTML
 * injection). Loaded lazily with the owner's link card. Large and with a quiet border, so a printed
 * copy scans from a distance.
 */
import { encode } from "uqr";
import { surveyText as t } from "./messages";

export default function SurveyQr({ url, className }: { url: string; className?: string }) {
  const { data, size } = encode(url, { ecc: "M", border: 4 });
  let path = "";
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={t.qrLabel}
      viewBox={`0 0 ${size} ${size}`}
      className={className ?? "size-48 rounded-md bg-white"}
      shapeRendering="crispEdges"
      data-testid="survey-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
