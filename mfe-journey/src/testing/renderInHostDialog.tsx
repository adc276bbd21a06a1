import { useState, type ReactElement } from 'react';
import type { ActivePlan, HelpedPlan } from '@legacy-planner/contracts';
import {
  HostDialogProvider,
  PlatformProvider,
  usePlatform,
  type PlatformContract,
} from '@legacy-planner/shared-ui';
import { renderWithPlatform } from '@legacy-planner/shared-ui/testing';

/**
 * The shell's side of the plan switcher, as far as a remote sees it: `helping` names the plan
 * the session works on, and `choosePlan` (recorded) changes it to one of `plans`, or back to the
 * user's own (null).
 */
export interface ShellPlans {
  plans: HelpedPlan[];
  helping?: ActivePlan | null;
  /** The server refuses every switch: the shell says so itself, and the plan stays. */
  switchFails?: boolean;
}

/**
 * Renders one of the remote's dialogs as the shell mounts it: open until it asks to be closed
 * (`close` records each time it asked). With `shellPlans`, the platform switches plans as the
 * shell does (`choosePlan` records each switch asked).
 */
export function renderInHostDialog(
  ui: ReactElement,
  overrides: Partial<PlatformContract> = {},
  shellPlans?: ShellPlans,
) {
  const close = jest.fn();
  const choosePlan = jest.fn<Promise<void>, [string | null]>();
  function PlanSwitch({ children }: { children: ReactElement }) {
    const platform = usePlatform();
    const [helping, setHelping] = useState(shellPlans?.helping ?? null);
    if (!shellPlans) return children;
    const switching: PlatformContract = {
      ...platform,
      helping,
      choosePlan: async (helperId) => {
        await choosePlan(helperId);
        if (shellPlans.switchFails) return false;
        const plan = shellPlans.plans.find((candidate) => candidate.helperId === helperId);
        setHelping(
          plan ? { helperId: plan.helperId, ownerName: plan.ownerName, role: plan.role } : null,
        );
        return true;
      },
    };
    return <PlatformProvider value={switching}>{children}</PlatformProvider>;
  }
  function Host() {
    const [open, setOpen] = useState(true);
    const dialog = {
      open,
      close: () => {
        close();
        setOpen(false);
      },
    };
    return (
      <PlanSwitch>
        <HostDialogProvider value={dialog}>{ui}</HostDialogProvider>
      </PlanSwitch>
    );
  }
  return { ...renderWithPlatform(<Host />, overrides), close, choosePlan };
}
