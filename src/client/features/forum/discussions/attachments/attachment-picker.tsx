import { type ClipboardEvent, type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { formatBytes } from './attachments-api';
import type { ComposerFile, ComposerFiles } from './use-composer-files';
import '../../../../styles/documents.css';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf';
export const CONFIRM_LABEL = 'I have covered personal information (names, addresses, owner numbers)';

/**
 * Where files can be dropped (desktop) or pasted (a screenshot): the composer's text area and its file list.
 */
export function FileDropZone({ files, children }: { files: ComposerFiles; children: ReactNode }) {
  const [over, setOver] = useState(false);
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping and pasting files are extras; the Attach button does the same
    <div
      className={`file-drop${over ? ' is-over' : ''}`}
      onDragOver={(event) => {
        if (!carriesFiles(event) || !files.limits) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(false);
        files.add(event.dataTransfer.files);
      }}
      onPaste={(event: ClipboardEvent) => {
        if (event.clipboardData.files.length === 0 || !files.limits) return;
        event.preventDefault();
        files.add(event.clipboardData.files);
      }}
    >
      {children}
    </div>
  );
}

/** The Attach button, the limits, each file with its progress or problem, and the confirmation. */
export function AttachmentPicker({ files }: { files: ComposerFiles }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { limits } = files;
  if (!limits) return null;
  // The server counts every upload at once (so the limit holds), but the files still in this composer are
  // only used once posted: a try that failed (the box left unticked) has not used any of the day's uploads.
  const room = Math.max(0, limits.daily_limit - limits.used_today);
  const left = Math.min(limits.daily_limit, room + files.pending);
  return (
    <div className="attach-box">
      <div className="attach-bar">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-describedby={hintId}
          disabled={room === 0}
          onClick={() => input.current?.click()}
        >
          <svg className="attach-clip" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              d="M16.5 6.5 8.4 14.6a2 2 0 0 0 2.8 2.8l8.1-8.1a4 4 0 0 0-5.6-5.6L5.6 11.8a6 6 0 0 0 8.5 8.5l6.4-6.4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          Attach files
        </button>
        <input
          ref={input}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          multiple
          accept={ACCEPT}
          onChange={(event) => {
            if (event.target.files) files.add(event.target.files);
            event.target.value = '';
          }}
        />
        <span id={hintId} className="field-hint">
          Pictures (JPEG, PNG, WebP, HEIC) or PDFs, up to {formatBytes(limits.max_bytes)} each,{' '}
          {limits.files_per_post} per post; {left} of {limits.daily_limit} uploads left today
          {files.pending > 0 ? ' (the files here count once posted)' : ''}. You can also drop or paste files
          here.
        </span>
      </div>
      {files.files.length > 0 && (
        <ul className="attach-list" aria-label="Attached files">
          {files.files.map((file) => (
            <FileRow key={file.key} file={file} onRemove={() => files.remove(file.key)} />
          ))}
        </ul>
      )}
      {files.ids.length > 0 && (
        <label className="checkbox attach-confirm">
          <input
            ref={files.confirmBox}
            type="checkbox"
            checked={files.confirmed}
            onChange={(event) => files.setConfirmed(event.target.checked)}
          />
          <span>{CONFIRM_LABEL}</span>
        </label>
      )}
    </div>
  );
}

function FileRow({ file, onRemove }: { file: ComposerFile; onRemove(): void }) {
  const done = !!file.attachment;
  const pages = file.attachment?.page_count;
  return (
    <li className={`attach-item${file.error ? ' has-error' : ''}`}>
      {file.preview && !file.error ? (
        <img className="attach-thumb" src={file.preview} alt="" width={56} height={56} />
      ) : (
        <span className="attach-icon" aria-hidden="true">
          {file.kind === 'pdf' ? 'PDF' : '🖼'}
        </span>
      )}
      <div className="attach-info">
        <span className="attach-name">{file.name}</span>
        {file.error ? (
          <span className="attach-error" role="alert">
            {file.error}
          </span>
        ) : done ? (
          <span className="muted">
            {formatBytes(file.attachment?.size_bytes ?? file.size)}
            {pages ? ` · ${pages} ${pages === 1 ? 'page' : 'pages'}` : ''} · uploaded
          </span>
        ) : (
          <span className="attach-progress">
            <progress value={file.progress} max={1} aria-label={`Uploading ${file.name}`} />
            <span className="muted">{Math.round(file.progress * 100)}%</span>
          </span>
        )}
      </div>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-label={`Remove ${file.name}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </li>
  );
}
