/** The Eigenaar's rules: a new VOG every 2 or 3 years, how long a leaver's record is kept, and who else sees every record. */
import * as React from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, Label, Select } from "@/components/ui/input";
import { errorMessage } from "@/lib/api";
import { roleNames } from "@core/shared/permissions";
import { vogYearChoices, type PersonnelSettingsDto } from "../model";
import { useMembers, useSaveSettings } from "./api";
import { messages } from "./messages";

const t = messages.settings;

export function SettingsForm({ settings }: { settings: PersonnelSettingsDto }) {
  const save = useSaveSettings();
  const members = useMembers(true);
  const [vogYears, setVogYears] = React.useState(settings.vogYears);
  const [retention, setRetention] = React.useState(String(settings.retentionYears));
  const [grants, setGrants] = React.useState<string[]>(settings.grants);
  const [notice, setNotice] = React.useState<{ ok: boolean; text: string }>();
  const id = React.useId();
  const others = (members.data ?? []).filter((m) => m.role !== "owner");

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setNotice(undefined);
    try {
      await save.mutateAsync({ vogYears, retentionYears: Number(retention), grants });
      setNotice({ ok: true, text: t.saved });
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err) });
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label={t.title}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-vog`}>{t.vogYears}</Label>
          <Select
            id={`${id}-vog`}
            className="w-full"
            value={vogYears}
            onChange={(e) => setVogYears(Number(e.target.value))}
          >
            {vogYearChoices.map((y) => (
              <option key={y} value={y}>
                {t.years(y)}
              </option>
            ))}
          </Select>
        </div>
        <Field
          id={`${id}-retention`}
          label={t.retentionYears}
          inputMode="numeric"
          value={retention}
          onChange={(e) => setRetention(e.target.value)}
        />
      </div>
      {others.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t.grants}</legend>
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
      {notice && <Alert variant={notice.ok ? "success" : "destructive"}>{notice.text}</Alert>}
      <Button type="submit" disabled={save.isPending}>
        {t.save}
      </Button>
    </form>
  );
}
