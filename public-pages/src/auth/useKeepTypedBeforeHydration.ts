import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps what a visitor typed into a pre-rendered form before React took the page over. React
 * leaves the typed text in the inputs while it hydrates, but the form's state still holds the
 * pre-rendered values, and the next render of a field (MUI's, right after mounting) would put
 * those back: the text would be lost. So, once mounted and before any other render, each
 * field's typed text becomes the form's value. On a form React drew itself the inputs hold the
 * form's values already, and nothing changes.
 */
export function useKeepTypedBeforeHydration<Values extends { [Name in keyof Values]: string }>(
  form: RefObject<HTMLFormElement | null>,
  values: Values,
  setValues: (values: Values) => unknown,
) {
  // A layout effect: it runs before the effects that render the fields again.
  useLayoutEffect(() => {
    const typed = form.current ? typedValues(form.current, values) : {};
    if (Object.keys(typed).length > 0) void setValues({ ...values, ...typed });
    // Only on mounting, when the inputs may hold what was typed before.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The fields of the form whose inputs hold another text than the form's values. */
function typedValues<Values extends { [Name in keyof Values]: string }>(
  form: HTMLFormElement,
  values: Values,
): Partial<Values> {
  const typed: Partial<Values> = {};
  for (const name of Object.keys(values) as (keyof Values & string)[]) {
    const input = form.elements.namedItem(name);
    if (input instanceof HTMLInputElement && input.value !== values[name]) {
      typed[name] = input.value as Values[typeof name];
    }
  }
  return typed;
}
