// What the shell loads as mfe_dashboard/DashboardTab (webpack.config.mjs): DashboardTab, its
// modules evaluated in two tasks rather than one. This remote bundles its own MUI
// (build-config/shared.mjs says why), and evaluating MUI's styling core (its default theme,
// styled, Typography) together with the dashboard's components made one task of about 100 ms on
// a phone-speed CPU (Lighthouse mobile, 4x slower), now two of about half that. The imports are
// eager: their modules came with this one's chunks, so they cost no request.
import { nextTask } from '@legacy-planner/planner-client/nextTask';

await import(/* webpackMode: "eager" */ '@mui/material/Typography');
await nextTask();
const { default: DashboardTab } = await import(/* webpackMode: "eager" */ './DashboardTab');

export default DashboardTab;
