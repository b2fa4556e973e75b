/**
 * A new version to read: for a page, 'Opnieuw laten lezen' after a real change (whoever may edit the
 * page); for a document, the newly uploaded file, read again or not (whoever may upload).
 */
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label, Select } from "@/components/ui/input";
import type { Announce } from "@/components/ui/result-region";
import { errorMessage } from "@/lib/api";
import type { ReadingItemDto } from "../model";
import { useReadingChoices, useNewDocumentVersion, useReread } from "./api";
import { readingText as t } from "./messages";

export function RereadButton({ itemId, announce }: { itemId: string; announce: Announce }) {
  const reread = useReread(itemId);
  return (
    <Button
      variant="outline"
      disabled={reread.isPending}
      onClick={() =>
        reread.mutate(undefined, {
          onSuccess: () => announce(t.reread),
          onError: (err) => announce(errorMessage(err), true),
        })
      }
    >
      {t.rereadButton}
    </Button>
  );
}

export function TopicVersionCard({ item, announce }: { item: ReadingItemDto; announce: Announce }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t.rereadTitle}</CardTitle>
        <CardDescription>{t.rereadTopic}</CardDescription>
      </CardHeader>
      <CardContent>
        <RereadButton itemId={item.id} announce={announce} />
      </CardContent>
    </Card>
  );
}

export function DocumentVersionCard({ item, announce }: { item: ReadingItemDto; announce: Announce }) {
  const choices = useReadingChoices();
  const save = useNewDocumentVersion(item.id);
  const [documentId, setDocumentId] = React.useState("");
  const [reread, setReread] = React.useState(true);
  const others = (choices.data?.documents ?? []).filter((d) => d.id !== item.subject.id);
  function submit(e: React.FormEvent) {
    e.preventDefault();
    save.mutate(
      { documentId, reread },
      {
        onSuccess: () => {
          setDocumentId("");
          announce(reread ? t.reread : t.versionSaved);
        },
        onError: (err) => announce(errorMessage(err), true),
      },
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t.newDocument}</CardTitle>
        <CardDescription>{t.newDocumentHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="reading-new-document">{t.newDocument}</Label>
            <Select
              id="reading-new-document"
              value={documentId}
              onChange={(e) => setDocumentId(e.target.value)}
              required
            >
              <option value="">{t.chooseSubject}</option>
              {others.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </Select>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={reread} onChange={(e) => setReread(e.target.checked)} />
            {t.rereadCheckbox}
          </label>
          <Button type="submit" disabled={save.isPending}>
            {t.saveVersion}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
