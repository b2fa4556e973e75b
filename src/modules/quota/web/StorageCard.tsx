/** Instellingen: how much of the organisation's storage quota is in use. */
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatBytes } from "@modules/documents/model";
import { useStorageUsage } from "./api";
import { messages } from "./messages";

const t = messages.storage;

export function StorageCard() {
  const { data, isError } = useStorageUsage();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-muted-foreground">{t.loadFailed}</p>
        ) : !data ? (
          <p className="text-sm text-muted-foreground">{t.loading}</p>
        ) : (
          <ul className="space-y-1 text-sm" data-testid="storage-usage">
            <li>{t.kms(formatBytes(data.kms.usedBytes), formatBytes(data.kms.quotaBytes))}</li>
            <li>{t.documents(formatBytes(data.documents.usedBytes), formatBytes(data.documents.quotaBytes))}</li>
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
