/**
 * The upload controls of a Documenten screen: the category the next batch goes to and the elements
 * it belongs to ('Hoort bij normelement'), both chosen once for the whole batch, a picker for
 * several files and one for a whole folder.
 */
import * as React from "react";
import { FolderUp, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Label, Select } from "@/components/ui/input";
import { documentCategories, type DocumentCategory } from "@norm/catalogue";
import type { HkzElementNumber } from "@norm/norm";
import { messages } from "../messages";
import { ElementsDialogContent } from "../ElementsDialog";

export function UploadControls({
  category,
  onCategory,
  elements,
  onElements,
  onFiles,
}: {
  category: DocumentCategory;
  onCategory: (category: DocumentCategory) => void;
  elements: readonly HkzElementNumber[];
  onElements: (elements: HkzElementNumber[]) => void;
  onFiles: (files: File[]) => void;
}) {
  const [choosing, setChoosing] = React.useState(false);
  const files = React.useRef<HTMLInputElement>(null);
  const folder = React.useRef<HTMLInputElement>(null);
  const take = (e: React.ChangeEvent<HTMLInputElement>) => {
    onFiles([...(e.target.files ?? [])]);
    e.target.value = "";
  };
  return (
    <>
      <div className="flex items-center gap-2">
        <Label htmlFor="upload-categorie" className="whitespace-nowrap">
          {messages.uploadTo}
        </Label>
        <Select id="upload-categorie" value={category} onChange={(e) => onCategory(e.target.value as DocumentCategory)}>
          {documentCategories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.title}
            </option>
          ))}
        </Select>
      </div>
      <Dialog open={choosing} onOpenChange={setChoosing}>
        <Button variant="outline" onClick={() => setChoosing(true)}>
          {messages.elements.upload(elements)}
        </Button>
        <ElementsDialogContent
          idPrefix="upload-element"
          title={messages.elements.title}
          description={messages.elements.uploadDescription}
          initial={elements}
          saveLabel={messages.elements.uploadChoose}
          onSave={(chosen) => {
            onElements(chosen);
            setChoosing(false);
          }}
        />
      </Dialog>
      <input ref={files} type="file" multiple hidden data-testid="file-input" onChange={take} />
      {/* webkitdirectory is not in React's types; every current browser supports it. */}
      <input
        ref={folder}
        type="file"
        multiple
        hidden
        data-testid="folder-input"
        {...{ webkitdirectory: "" }}
        onChange={take}
      />
      <Button variant="outline" onClick={() => folder.current?.click()}>
        <FolderUp aria-hidden /> {messages.uploadFolder}
      </Button>
      <Button onClick={() => files.current?.click()}>
        <Upload aria-hidden /> {messages.upload}
      </Button>
    </>
  );
}
