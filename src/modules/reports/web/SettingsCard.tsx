/** The Eigenaar's settings of Melden: who besides her triages reports, and the complaint regulation on the public form. */
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label, Select } from "@/components/ui/input";
import { SectionCard } from "@/components/ui/section-card";
import { errorMessage } from "@/lib/api";
import { roleNames } from "@core/shared/permissions";
import type { ReportSettingsDto } from "../model";
import { membersQuery, policyDocumentsQuery, useSaveSettings } from "./api";
import { messages } from "./messages";

const t = messages.settings;

export function SettingsCard({ settings }: { settings: ReportSettingsDto }) {
  const save = useSaveSettings();
  const members = useQuery(membersQuery);
  const documents = useQuery(policyDocumentsQuery);
  const [grants, setGrants] = React.useState<string[]>(settings.grants);
  const [regulation, setRegulation] = React.useState(settings.regulationFileId ?? "");
  const [notice, setNotice] = React.useState<{ ok: boolean; text: string }>();
  const id = React.useId();
  const others = (members.data ?? []).filter((m) => m.role !== "owner");

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setNotice(undefined);
    try {
      await save.mutateAsync({ grants, closed: settings.closed, regulationFileId: regulation || null });
      setNotice({ ok: true, text: t.saved });
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err) });
    }
  };

  return (
    <SectionCard title={t.title} description={t.description}>
      <form onSubmit={submit} className="space-y-4" noValidate aria-label={t.title}>
        {others.length > 0 && (
          <fieldset className="space-y-2">
            <legend className="sr-only">{t.title}</legend>
            {others.map((m) => (
              <div key={m.userId} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-grant-${m.userId}`}
                  checked={grants.includes(m.userId)}
                  onCheckedChange={(on) =>
                    setGrants((g) => (on === true ? [...g, m.userId] : g.filter((x) => x !== m.userId)))
                  }
                />
                <Label htmlFor={`${id}-grant-${m.userId}`} className="font-normal">
                  {m.name} ({roleNames[m.role]})
                </Label>
              </div>
            ))}
          </fieldset>
        )}
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-regulation`}>{t.regulation}</Label>
          <Select
            id={`${id}-regulation`}
            className="w-full"
            value={regulation}
            onChange={(e) => setRegulation(e.target.value)}
          >
            <option value="">{t.noRegulation}</option>
            {(documents.data ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </Select>
        </div>
        {notice && <Alert variant={notice.ok ? "success" : "destructive"}>{notice.text}</Alert>}
        <Button type="submit" disabled={save.isPending}>
          {t.save}
        </Button>
      </form>
    </SectionCard>
  );
}
