import {
  formatCalendarDate,
  PACKET_TEXTS,
  packetStageTitles,
  packetStages,
  type ExecutorPacket,
  type PacketTask,
} from '@legacy-planner/contracts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { installedScriptFonts, drawPdf } from '../../pdf/pdfmake';
import { scriptRuns } from '../../pdf/scriptRuns';
import { planningPdf } from '../wizards/pdf/renderPdf';

// The executor's packet on paper: the three stages, each task with the owner's words, where in
// the plan they come from, and how it stands when printed; a task is kept on one page.

// pdfmake's Roboto has no bold face: its "bold" is Medium, which on paper reads as the text
// around it. A task's title, what the executor scans for, is drawn in DejaVu Sans Bold where that
// is installed (the Dockerfile installs it), else in Roboto's Medium.
const taskTitleFont = installedScriptFonts.has('DejaVuSans') ? { font: 'DejaVuSans' } : {};

const stateOf = (task: PacketTask) =>
  [
    task.done
      ? `Done by ${task.done.by} on ${formatCalendarDate(task.done.at.slice(0, 10))}`
      : 'Open',
    task.assignedTo && `given to ${task.assignedTo.name}`,
  ]
    .filter(Boolean)
    .join(' · ');

const detailLine = (line: string): Content => ({ text: scriptRuns(line), margin: [14, 1, 0, 0] });

const taskBlock = (task: PacketTask): Content => ({
  unbreakable: true,
  margin: [0, 0, 0, 10],
  stack: [
    { text: scriptRuns(task.title), style: 'task' },
    ...(task.phone ? [detailLine(`${PACKET_TEXTS.phoneLabel}: ${task.phone}`)] : []),
    ...task.details.map(detailLine),
    { text: scriptRuns(`From the plan: ${task.source}`), style: 'source' },
    { text: scriptRuns(stateOf(task)), style: 'source' },
  ],
});

export function packetDefinition(
  packet: ExecutorPacket,
  generatedOn: string,
): TDocumentDefinitions {
  const stages: Content[] = packetStages.flatMap((stage) => {
    const tasks = packet.tasks.filter((task) => task.stage === stage);
    return [
      { text: packetStageTitles[stage], style: 'heading' },
      tasks.length ? tasks.map(taskBlock) : { text: 'Nothing for this stage in the plan.' },
    ];
  });
  return planningPdf(
    PACKET_TEXTS.title,
    [
      { text: PACKET_TEXTS.title, style: 'title' },
      {
        text: scriptRuns(
          `For ${packet.ownerName}’s plan · generated ${formatCalendarDate(generatedOn)}`,
        ),
        style: 'subtitle',
      },
      ...stages,
    ],
    {
      task: { bold: true, ...taskTitleFont },
      source: { fontSize: 8.5, color: '#555555', margin: [14, 1, 0, 0] },
    },
  );
}

export function renderPacketPdf(packet: ExecutorPacket, generatedOn: string): Promise<Buffer> {
  return drawPdf(packetDefinition(packet, generatedOn));
}
