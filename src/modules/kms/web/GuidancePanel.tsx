/**
 * The help of a topic page: a button 'Wat vraagt de norm?' opens a panel with what the norm asks
 * (the HKZ element numbers and our own description), what the auditor wants to see, and an example
 * from youth care per section with 'Voorbeeld invoegen'. Closed by default; whether it is open is
 * remembered per person on this device. The content comes from src/norm/guidance.
 */
import * as React from "react";
import { ChevronDown, CircleHelp, ClipboardPaste } from "lucide-react";
import { isDateColumn, type Section, type Topic } from "@norm/catalogue";
import { elementLabel, hkzElement } from "@norm/norm";
import { exampleKey, examplesOn, type SectionExample, type TopicGuidance } from "@norm/guidance";
import { amsterdamDay } from "@core/shared/calendar-day";
import { formatIsoDate } from "@core/shared/dates";
import type { TableRow } from "@norm/kms-values";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { PlainText } from "@/components/ui/plain-text";
import { TableScroll } from "@/components/ui/table-scroll";
import { useMe } from "@/lib/session";
import { randomId } from "@/lib/random-id";
import type { KmsStore } from "./sync/kms-store";
import { isBlankText, rowsWithExample, textWithExample } from "./example-insert";
import { useAnnounce } from "./live-region";
import { useSectionsReadOnly } from "./read-only";
import { messages } from "./messages";

const guidanceText = messages.guidance;

const storageKey = (userId: string) => `normwijs:hulp-open:${userId}`;

function readOpen(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return localStorage.getItem(storageKey(userId)) === "1";
  } catch {
    return false;
  }
}

/** Open or closed, remembered per person (this device). */
function useRememberedOpen(): [boolean, (open: boolean) => void] {
  const userId = useMe()?.user.id;
  const [open, setOpen] = React.useState(() => readOpen(userId));
  React.useEffect(() => setOpen(readOpen(userId)), [userId]);
  const set = (next: boolean) => {
    setOpen(next);
    if (!userId) return;
    try {
      localStorage.setItem(storageKey(userId), next ? "1" : "0");
    } catch {
      // No room on this device: the panel just is not remembered.
    }
  };
  return [open, set];
}

export function GuidancePanel({
  topic,
  guidance,
  store,
}: {
  topic: Topic;
  guidance: TopicGuidance;
  store: KmsStore | undefined;
}) {
  const [open, setOpen] = useRememberedOpen();
  const panelId = React.useId();
  return (
    <div className="mb-6 space-y-3">
      <Button variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <CircleHelp /> {guidanceText.toggle}
        <ChevronDown aria-hidden className={open ? "rotate-180 transition-transform" : "transition-transform"} />
      </Button>
      <div
        id={panelId}
        hidden={!open}
        role="region"
        aria-label={guidanceText.region(topic.title)}
        className="space-y-6 rounded-lg border bg-muted/40 p-4 text-sm sm:p-5"
      >
        {/* Rendered only when open: a closed panel adds nothing to the page but its place. */}
        {open && <GuidanceContent topic={topic} guidance={guidance} store={store} />}
      </div>
    </div>
  );
}

function GuidanceContent({
  topic,
  guidance,
  store,
}: {
  topic: Topic;
  guidance: TopicGuidance;
  store: KmsStore | undefined;
}) {
  const elements = topic.elements.map(hkzElement);
  // Dates in the examples are shown and inserted relative to today.
  const examples = examplesOn(guidance, amsterdamDay(new Date()));
  return (
    <>
      <section className="space-y-2">
        <h2 className="text-base font-semibold">{guidanceText.norm}</h2>
        <p className="font-medium" data-testid="hkz-elements">
          {elementLabel(topic.elements)}: {elements.map((e) => e.title).join("; ")}
        </p>
        <PlainText text={guidance.norm} />
      </section>
      <section className="space-y-2">
        <h2 className="text-base font-semibold">{guidanceText.auditor}</h2>
        <PlainText text={guidance.auditor} />
      </section>
      <section className="space-y-4">
        <h2 className="text-base font-semibold">{guidanceText.example}</h2>
        {topic.sections.map((section) => {
          const example = examples[exampleKey(section)];
          if (example === undefined) return null;
          return (
            <ExampleView
              key={exampleKey(section)}
              section={section}
              label={section.title ?? topic.title}
              example={example}
              store={store}
            />
          );
        })}
      </section>
    </>
  );
}

function ExampleView({
  section,
  label,
  example,
  store,
}: {
  section: Section;
  label: string;
  example: SectionExample;
  store: KmsStore | undefined;
}) {
  const headingId = React.useId();
  return (
    <div role="group" aria-labelledby={headingId} className="space-y-2 rounded-md border bg-background p-3">
      <h3 id={headingId} className="font-medium">
        {label}
      </h3>
      {typeof example === "string" ? (
        section.kind === "text" && section.date ? (
          <p>{formatIsoDate(example)}</p>
        ) : (
          <PlainText text={example} />
        )
      ) : (
        section.kind === "table" && <ExampleTable section={section} rows={example} label={label} />
      )}
      {store && (section.kind === "text" || section.kind === "table") && (
        <InsertButton section={section} label={label} example={example} store={store} />
      )}
    </div>
  );
}

function ExampleTable({
  section,
  rows,
  label,
}: {
  section: Extract<Section, { kind: "table" }>;
  rows: readonly Readonly<Record<string, string>>[];
  label: string;
}) {
  const columns = section.columns.filter((c) => !c.computed);
  return (
    <TableScroll label={guidanceText.exampleTable(label)}>
      <table className="w-full text-sm">
        <thead className="bg-muted/60">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="p-2 text-left font-medium">
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-t align-top">
              {columns.map((c) => (
                <td key={c.key} className="p-2">
                  {isDateColumn(c) ? formatIsoDate(row[c.key] ?? "") : (row[c.key] ?? "")}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** 'Voorbeeld invoegen': an ordinary edit of the section (saved at once, then as any edit). */
function InsertButton(props: {
  section: Extract<Section, { kind: "text" | "table" }>;
  label: string;
  example: SectionExample;
  store: KmsStore;
}) {
  const readOnly = useSectionsReadOnly();
  if (readOnly) return null;
  const { section, label, example, store } = props;
  if (section.kind === "table")
    return <TableInsert name={section.name} label={label} rows={example as ExampleRows} store={store} />;
  return (
    <TextInsert name={section.name} date={Boolean(section.date)} label={label} text={String(example)} store={store} />
  );
}

type ExampleRows = readonly Readonly<Record<string, string>>[];

function TableInsert({
  name,
  label,
  rows,
  store,
}: {
  name: string;
  label: string;
  rows: ExampleRows;
  store: KmsStore;
}) {
  const announce = useAnnounce();
  const insert = () => {
    const sync = store.get<TableRow[]>(name, "table");
    const v = sync.getState().value;
    sync.edit(rowsWithExample(Array.isArray(v) ? v : [], rows, randomId), { immediate: true });
    announce(guidanceText.inserted(label));
  };
  return (
    <Button variant="secondary" size="sm" onClick={insert} aria-label={`${guidanceText.insert}: ${label}`}>
      <ClipboardPaste /> {guidanceText.insert}
    </Button>
  );
}

function TextInsert({
  name,
  date,
  label,
  text,
  store,
}: {
  name: string;
  date: boolean;
  label: string;
  text: string;
  store: KmsStore;
}) {
  const announce = useAnnounce();
  const sync = store.get<string>(name, "text");
  const state = React.useSyncExternalStore(sync.subscribe, sync.getState);
  const current = typeof state.value === "string" ? state.value : "";
  const [confirming, setConfirming] = React.useState(false);

  const insert = () => {
    const now = sync.getState().value;
    sync.edit(textWithExample(typeof now === "string" ? now : "", text), { immediate: true });
    announce(guidanceText.inserted(label));
  };

  // A date is one value: it can be filled in from the example, not added to.
  if (date && !isBlankText(current)) return <p className="text-muted-foreground">{guidanceText.dateFilled}</p>;

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => (isBlankText(current) ? insert() : setConfirming(true))}
        aria-label={`${guidanceText.insert}: ${label}`}
      >
        <ClipboardPaste /> {guidanceText.insert}
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        {confirming && (
          <DialogContent title={guidanceText.confirmTitle} description={guidanceText.confirmDescription(label)}>
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">{guidanceText.cancel}</Button>
              </DialogClose>
              <Button
                onClick={() => {
                  setConfirming(false);
                  insert();
                }}
              >
                {guidanceText.confirm}
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
