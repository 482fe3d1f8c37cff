'use client';

import { useEffect, useRef } from 'react';

import { ControlIcon } from './control-icon';
import iconButton from './icon-button.module.css';

import type { ReactNode } from 'react';

/** The class names of a {@link ModalSheet}'s parts, from the owner's CSS module. */
export interface ModalSheetClassNames {
  readonly dialog: string | undefined;
  readonly panel: string | undefined;
  readonly header: string | undefined;
  readonly title: string | undefined;
  readonly close: string | undefined;
}

/** Props of {@link ModalSheet}. */
export interface ModalSheetProps {
  readonly open: boolean;
  /** Called when the visitor closes it (the close button, Escape, a tap on the backdrop). */
  readonly onClose: () => void;
  /** Its heading, which names the dialog. */
  readonly title: ReactNode;
  /** The heading's id (the owner may label a form inside with it). */
  readonly headingId: string;
  /** Accessible name of the close button. */
  readonly closeLabel: string;
  readonly id?: string | undefined;
  readonly classNames: ModalSheetClassNames;
  /** What follows the header inside the panel. */
  readonly children: ReactNode;
}

/**
 * The frame of the site's modal sheets (the phone's filter drawer, the "save this search"
 * dialog): a modal `<dialog>` with a panel whose header holds the heading and a close button.
 * The browser keeps focus inside while it is open, closes it on Escape and returns focus to
 * the element that opened it; a tap on the dimmed backdrop closes it too. `open` drives
 * `showModal()` / `close()`; where it sits and how it moves is the owner's CSS.
 */
export function ModalSheet({
  open,
  onClose,
  title,
  headingId,
  closeLabel,
  id,
  classNames,
  children,
}: ModalSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null || dialog.open === open) return;
    if (open) dialog.showModal();
    else dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={headingId}
      className={classNames.dialog}
      // Escape (or any close not asked for by `open`) tells the owner.
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        // Only a click on the backdrop targets the dialog itself: its panel fills the rest.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={classNames.panel}>
        <div className={classNames.header}>
          <h2 id={headingId} className={classNames.title}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className={`${iconButton.iconButton} ${classNames.close ?? ''}`}
          >
            <ControlIcon name="close" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
