/** Instellingen: how much of the organisation's storage quota is in use. */
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatBytes } from "../../../shared/files";
import { useStorageUsage } from "./get-usage";

export function StorageCard() {
  const { data, isError } = useStorageUsage();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Opslag</CardTitle>
        <CardDescription>
          Hoeveel ruimte uw organisatie gebruikt. De eerdere versies van uw teksten tellen mee.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-muted-foreground">
            Het gebruik kon niet worden geladen. Probeer het later opnieuw.
          </p>
        ) : !data ? (
          <p className="text-sm text-muted-foreground">Gebruik wordt geladen…</p>
        ) : (
          <ul className="space-y-1 text-sm" data-testid="storage-usage">
            <li>
              {formatBytes(data.kms.usedBytes)} van {formatBytes(data.kms.quotaBytes)} gebruikt voor het
              kwaliteitssysteem
            </li>
            <li>
              {formatBytes(data.documents.usedBytes)} van {formatBytes(data.documents.quotaBytes)} gebruikt voor
              documenten
            </li>
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
