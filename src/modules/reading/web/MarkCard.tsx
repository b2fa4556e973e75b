/**
 * 'Laten lezen' for an Eigenaar: a page from the catalogue or a document of the organisation, for
 * everyone or for chosen roles and members.
 */
import * as React from "react";
import { roles } from "@core/shared/permissions";
import type { Role } from "@core/shared/permissions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label, Select } from "@/components/ui/input";
import type { Announce } from "@/components/ui/result-region";
import { errorMessage } from "@/lib/api";
import { topics } from "@norm/catalogue";
import { roleNames } from "@core/shared/permissions";
import { useReadingChoices, useMarkReading } from "./api";
import { readingText as t } from "./messages";

export function MarkCard({ announce }: { announce: Announce }) {
  const choices = useReadingChoices();
  const mark = useMarkReading();
  const [subject, setSubject] = React.useState("");
  const [audience, setAudience] = React.useState<"all" | "chosen">("all");
  const [chosenRoles, setRoles] = React.useState<Role[]>([]);
  const [members, setMembers] = React.useState<string[]>([]);
  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const [kind, id] = subject.split(":") as ["topic" | "document", string];
    mark.mutate(
      { subject: { kind, id }, audience, roles: chosenRoles, members },
      {
        onSuccess: (item) => {
          setSubject("");
          announce(t.marked(item.subject.title));
        },
        onError: (err) => announce(errorMessage(err), true),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t.markTitle}</CardTitle>
        <CardDescription>{t.markDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="reading-subject">{t.subject}</Label>
            <Select id="reading-subject" value={subject} onChange={(e) => setSubject(e.target.value)} required>
              <option value="">{t.chooseSubject}</option>
              <optgroup label={t.pages}>
                {topics.map((topic) => (
                  <option key={topic.slug} value={`topic:${topic.slug}`}>
                    {topic.title}
                  </option>
                ))}
              </optgroup>
              {choices.data && choices.data.documents.length > 0 && (
                <optgroup label={t.documents}>
                  {choices.data.documents.map((d) => (
                    <option key={d.id} value={`document:${d.id}`}>
                      {d.name}
                    </option>
                  ))}
                </optgroup>
              )}
            </Select>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t.audience}</legend>
            {(["all", "chosen"] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="reading-audience"
                  value={value}
                  checked={audience === value}
                  onChange={() => setAudience(value)}
                />
                {value === "all" ? t.everyone : t.chosen}
              </label>
            ))}
          </fieldset>
          {audience === "chosen" && (
            <div className="grid gap-4 sm:grid-cols-2">
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium">{t.roles}</legend>
                {roles.map((role) => (
                  <label key={role} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={chosenRoles.includes(role)}
                      onChange={() => setRoles((list) => toggle(list, role))}
                    />
                    {roleNames[role]}
                  </label>
                ))}
              </fieldset>
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium">{t.people}</legend>
                {choices.data?.members.map((m) => (
                  <label key={m.userId} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={members.includes(m.userId)}
                      onChange={() => setMembers((list) => toggle(list, m.userId))}
                    />
                    {m.name}
                  </label>
                ))}
              </fieldset>
            </div>
          )}
          <Button type="submit" disabled={mark.isPending}>
            {t.markButton}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
