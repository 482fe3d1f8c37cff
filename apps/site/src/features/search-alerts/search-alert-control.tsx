'use client';

import { SearchAlertButton } from '@rooms/ui/search-alert-button';
import { useId, useState } from 'react';

import { DisabledUntilHydrated } from '../../client/disabled-until-hydrated';

import type { SearchAlertPanelProps } from './search-alert-panel';
import type { ComponentType } from 'react';

/** Props of {@link SearchAlertControl}: the panel's, without what the control itself keeps. */
export type SearchAlertControlProps = Omit<SearchAlertPanelProps, 'open' | 'onClose' | 'id'>;

/** The dialog's module, imported once on the first intent (hover, focus) or click. */
let panelImport: Promise<ComponentType<SearchAlertPanelProps>> | null = null;

function importPanel(): Promise<ComponentType<SearchAlertPanelProps>> {
  panelImport ??= import('./search-alert-panel').then(
    (module) => module.SearchAlertPanel,
    (error: unknown) => {
      // A failed download (offline) may succeed on the next attempt.
      panelImport = null;
      throw error;
    },
  );
  return panelImport;
}

/**
 * "Save this search" on the search page, list and map views (issue 25): the button, rendered on
 * the server and disabled until hydrated; the dialog with its calls and storage
 * (`SearchAlertPanel`) is fetched when the pointer comes near the button, it gets focus or is
 * clicked, so the page's first load carries only the button (issue 24's own-JS budget).
 */
export function SearchAlertControl(props: SearchAlertControlProps) {
  const dialogId = useId();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<SearchAlertPanelProps> | null>(null);
  const load = () =>
    importPanel().then(
      (component) => setPanel(() => component),
      (error: unknown) => console.error('Loading the search alert dialog failed', error),
    );
  return (
    <DisabledUntilHydrated>
      <SearchAlertButton
        label={props.alertTexts.button}
        expanded={open}
        controls={Panel === null ? undefined : dialogId}
        onIntent={() => void importPanel().catch(() => undefined)}
        onClick={() => {
          setOpen(true);
          void load();
        }}
      />
      {Panel === null ? null : (
        <Panel {...props} id={dialogId} open={open} onClose={() => setOpen(false)} />
      )}
    </DisabledUntilHydrated>
  );
}
