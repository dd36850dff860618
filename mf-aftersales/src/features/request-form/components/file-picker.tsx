import { css, type Theme } from '@emotion/react';
import { useState, type ChangeEvent } from 'react';
import { bareList, Button, cluster, Field, Input, stack } from '@shop/ui';
import type { AfterSalesTexts } from '../../../i18n/en';
import { useAfterSalesTexts } from '../../../i18n/texts';
import { useObjectUrl } from '../hooks/use-object-url';
import { ACCEPT, addFiles, fileRule, type FileField, type RefusedFile } from '../lib/file-rules';

const LABELS = {
  images: { label: 'form.images', hint: 'form.imagesHint', tooMany: 'form.tooManyImages' },
  attachments: { label: 'form.attachments', hint: 'form.attachmentsHint', tooMany: 'form.tooManyAttachments' },
} as const satisfies Record<FileField, Record<string, keyof AfterSalesTexts>>;

export interface FilePickerProps {
  field: FileField;
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * A file field of the request: the native picker (the camera or the files on a phone, the keyboard on a
 * desktop), the files kept so far as thumbnails or names that can be removed, and a message per refused file,
 * announced at once.
 */
export function FilePicker({ field, files, onChange, disabled }: FilePickerProps) {
  const t = useAfterSalesTexts();
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const labels = LABELS[field];
  const max = fileRule(field).maxCount;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Emptied so the same file can be chosen again after it was removed.
    event.target.value = '';
    const result = addFiles(field, files, chosen);
    setRefused(result.refused);
    onChange(result.kept);
  };

  const problemText = ({ name, problem }: RefusedFile) =>
    problem === 'too_large'
      ? t('form.fileTooLarge', { name })
      : problem === 'wrong_type'
        ? t('form.fileWrongType', { name })
        : t(labels.tooMany, { name });

  return (
    <div css={block}>
      <Field label={t(labels.label)} hint={`${t(labels.hint)} · ${t('form.chosen', { count: files.length, max })}`}>
        {(control) => (
          <Input
            {...control}
            type="file"
            name={field}
            multiple
            accept={ACCEPT[field]}
            disabled={disabled}
            onChange={choose}
          />
        )}
      </Field>
      <div role="alert">
        {refused.length > 0 ? (
          <ul css={problems}>
            {refused.map((item, index) => (
              <li key={`${item.name}-${index}`}>{problemText(item)}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {files.length > 0 ? (
        <ul css={field === 'images' ? thumbnails : names} aria-label={t(labels.label)}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {field === 'images' ? <Thumbnail file={file} /> : <span>{file.name}</span>}
              <Button
                size="sm"
                disabled={disabled}
                aria-label={t('form.remove', { name: file.name })}
                onClick={() => {
                  setRefused([]);
                  onChange(files.filter((_, i) => i !== index));
                }}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Thumbnail({ file }: { file: File }) {
  const url = useObjectUrl(file);
  return url ? <img src={url} alt={file.name} /> : <span>{file.name}</span>;
}

const block = (theme: Theme) => css`
  margin-bottom: ${theme.space[4]};
`;

const problems = (theme: Theme) => css`
  margin: 0 0 ${theme.space[2]};
  padding-left: ${theme.space[5]};
  color: ${theme.color.danger};
`;

const thumbnails = (theme: Theme) => css`
  ${bareList}
  ${cluster(3)(theme)}
  & > li {
    ${stack(1)(theme)}
    align-items: center;
  }
  & img {
    width: ${theme.space[8]};
    height: ${theme.space[8]};
    object-fit: cover;
    border: ${theme.borderWidth.thin} solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
  }
`;

const names = (theme: Theme) => css`
  ${bareList}
  & > li {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    margin-bottom: ${theme.space[1]};
    word-break: break-all;
  }
`;
