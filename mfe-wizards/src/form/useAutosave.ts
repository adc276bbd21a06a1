import { useCallback, useEffect, useRef, useState } from 'react';

/** What the save status shows (spec: "Saved" / "Saving…" / "Not saved — retry"). */
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'invalid';

const AUTOSAVE_DELAY_MS = 800;

export interface AutosaveOptions<T> {
  values: T;
  /** The values as the server last answered them (JSON), when the form opened. */
  initialSavedJson: string;
  /** Whether the record has been saved before (the status then starts at "Saved"). */
  initiallySaved: boolean;
  /** Off in read-only mode: nothing is sent. */
  enabled: boolean;
  /** Whether the values pass the draft schema; the server would refuse them otherwise. */
  valid: boolean;
  /** Sends a draft. Rejects when it was not saved. */
  persist: (values: T) => Promise<void>;
}

/**
 * Saves a form's values as a draft a moment after the typing stops. Saves run one after
 * another, never side by side, so an older draft can never land after a newer one; a failed
 * save is retried on the next edit or by `retry`. `saveNow` runs another save (completing the
 * record) in the same queue, after any draft already on its way.
 */
export function useAutosave<T>({
  values,
  initialSavedJson,
  initiallySaved,
  enabled,
  valid,
  persist,
}: AutosaveOptions<T>) {
  const json = JSON.stringify(values);
  const [savedJson, setSavedJson] = useState(initialSavedJson);
  const [failure, setFailure] = useState<{ json: string; error: unknown } | null>(null);
  const failedJson = failure?.json ?? null;
  const [everSaved, setEverSaved] = useState(initiallySaved);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The draft waiting for its timer, saved at once if the page is left meanwhile. */
  const waiting = useRef<string | null>(null);
  const persistLatest = useRef(persist);
  useEffect(() => {
    persistLatest.current = persist;
  });

  /** Runs `send` after the saves before it; on success `snapshot` counts as saved. */
  const saveNow = useCallback((snapshot: string, send: () => Promise<void>): Promise<void> => {
    clearTimeout(timer.current);
    waiting.current = null;
    const run = queue.current.then(async () => {
      await send();
      setSavedJson(snapshot);
      setFailure(null);
      setEverSaved(true);
    });
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  const saveDraft = useCallback(
    (snapshot: string) =>
      saveNow(snapshot, () => persistLatest.current(JSON.parse(snapshot) as T)).catch(
        (error: unknown) => setFailure({ json: snapshot, error }),
      ),
    [saveNow],
  );

  useEffect(() => {
    if (!enabled || !valid || json === savedJson || json === failedJson) {
      waiting.current = null;
      return;
    }
    waiting.current = json;
    timer.current = setTimeout(() => void saveDraft(json), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [json, savedJson, failedJson, enabled, valid, saveDraft]);

  // Leaving the page (the back button, a link) must not drop the last edits still waiting.
  useEffect(
    () => () => {
      if (waiting.current) void saveDraft(waiting.current);
    },
    [saveDraft],
  );

  let state: SaveState;
  if (json === savedJson) state = everSaved ? 'saved' : 'idle';
  else if (!valid) state = 'invalid';
  else if (json === failedJson) state = 'failed';
  else state = 'saving';

  return {
    state: enabled ? state : ('idle' as const),
    /** Why the draft on screen was not saved, while it is not. */
    error: state === 'failed' ? failure?.error : undefined,
    /** Whether the record exists on the server (its PDF can be downloaded). */
    everSaved,
    /** Whether what is on screen differs from what the server holds. */
    unsaved: json !== savedJson,
    retry: () => void saveDraft(json),
    saveNow,
  };
}
