import {
  formatCalendarDate,
  PACKET_TEXTS,
  packetStageTitles,
  packetStages,
  type ExecutorPacket,
  type PacketTask,
} from '@legacy-planner/contracts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfmake } from '../../pdf/pdfmake';
import { scriptRuns } from '../../pdf/scriptRuns';
import { PLANNING_RECORD_NOTICE } from '../wizards/pdf/renderPdf';

// The executor's packet on paper: the three stages, each task with the owner's words, where in
// the plan they come from, and how it stands when printed; a task is kept on one page.

const stateOf = (task: PacketTask) =>
  [
    task.done
      ? `Done by ${task.done.by} on ${formatCalendarDate(task.done.at.slice(0, 10))}`
      : 'Open',
    task.assignedTo && `given to ${task.assignedTo.name}`,
  ]
    .filter(Boolean)
    .join(' · ');

const taskBlock = (task: PacketTask): Content => ({
  unbreakable: true,
  margin: [0, 0, 0, 10],
  stack: [
    { text: scriptRuns(task.title), style: 'task' },
    ...task.details.map((line) => ({ text: scriptRuns(line), margin: [14, 1, 0, 0] }) as Content),
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
  return {
    pageSize: 'A4',
    pageMargins: [48, 56, 48, 64],
    info: { title: PACKET_TEXTS.title, creator: 'Legacy Planner' },
    content: [
      { text: PACKET_TEXTS.title, style: 'title' },
      {
        text: scriptRuns(`For ${packet.ownerName}'s plan · generated ${generatedOn}`),
        style: 'subtitle',
      },
      ...stages,
    ],
    footer: (page, pages) => ({
      margin: [48, 12, 48, 0],
      columns: [
        { text: PLANNING_RECORD_NOTICE, style: 'footer', width: '*' },
        { text: `Page ${page} of ${pages}`, style: 'footer', width: 70, alignment: 'right' },
      ],
    }),
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25 },
    styles: {
      title: { fontSize: 20, bold: true, color: '#3d2f8f' },
      subtitle: { fontSize: 9, color: '#555555', margin: [0, 2, 0, 12] },
      heading: { fontSize: 13, bold: true, margin: [0, 14, 0, 6], color: '#3d2f8f' },
      task: { bold: true },
      source: { fontSize: 8.5, color: '#555555', margin: [14, 1, 0, 0] },
      footer: { fontSize: 7.5, color: '#555555' },
    },
  };
}

export function renderPacketPdf(packet: ExecutorPacket, generatedOn: string): Promise<Buffer> {
  return pdfmake.createPdf(packetDefinition(packet, generatedOn)).getBuffer();
}
