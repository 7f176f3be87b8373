import { useEffect, useRef, useState } from 'react';
import type { Attachment } from '../../../../../shared/contracts/attachments';
import { formatBytes } from './attachments-api';
import '../../../../styles/documents.css';

/**
 * A post's files (docs/product.md#members-and-documents): pictures as thumbnails that open full size, PDFs
 * as a card with name, size and page count (downloaded, never opened on our address).
 */
export function PostAttachments({ attachments }: { attachments: Attachment[] | undefined }) {
  const [open, setOpen] = useState<Attachment | null>(null);
  // Pictures of a post only its author and staff see (held, removed) are not served to an <img>, which
  // carries no session: those show as their name instead of a broken picture.
  const [unseen, setUnseen] = useState<number[]>([]);
  if (!attachments || attachments.length === 0) return null;
  const images = attachments.filter((a) => a.kind === 'image');
  const pdfs = attachments.filter((a) => a.kind === 'pdf');
  return (
    <div className="post-attachments">
      {images.length > 0 && (
        <ul className="post-images" aria-label="Pictures">
          {images.map((image) => (
            <li key={image.id}>
              {unseen.includes(image.id) ? (
                <span className="post-image-unseen muted">{image.name} (shown once the post is public)</span>
              ) : (
                <a
                  href={image.url}
                  className="post-image"
                  onClick={(event) => {
                    event.preventDefault();
                    setOpen(image);
                  }}
                >
                  <img
                    src={image.thumb_url ?? image.url}
                    alt={`${image.name} (opens full size)`}
                    loading="lazy"
                    width={image.width && image.height && image.width < image.height ? 120 : 160}
                    height={120}
                    onError={() => setUnseen((ids) => [...ids, image.id])}
                  />
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {pdfs.length > 0 && (
        <ul className="post-pdfs" aria-label="Documents">
          {pdfs.map((doc) => (
            <li key={doc.id}>
              <a href={doc.url} className="pdf-card" download={doc.name}>
                <span className="attach-icon" aria-hidden="true">
                  PDF
                </span>
                <span className="attach-info">
                  <span className="attach-name">{doc.name}</span>
                  <span className="muted">
                    {doc.page_count ? `${doc.page_count} ${doc.page_count === 1 ? 'page' : 'pages'} · ` : ''}
                    {formatBytes(doc.size_bytes)} · Download
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {open && <Lightbox image={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

function Lightbox({ image, onClose }: { image: Attachment; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={image.name}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="lightbox-bar">
        <span className="attach-name">{image.name}</span>
        <a href={image.url} target="_blank" rel="noopener">
          Open original
        </a>
        <a href={image.url.replace(/\/file$/, '/download.jpg')} download>
          Download JPEG
        </a>
        <button type="button" className="btn btn-small" onClick={onClose}>
          Close
        </button>
      </div>
      <img
        src={image.url}
        alt={image.name}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
      />
    </dialog>
  );
}
