import { NO_CUSTODY, type FileItem, type PlanDocument } from '@legacy-planner/contracts';
import { filterDocuments } from './filterDocuments';

const doc = (id: string, title: string, category: PlanDocument['category']): PlanDocument => ({
  id,
  userId: 'u',
  title,
  category,
  status: 'not_started',
  privacyLevel: 'Private',
  completionPercentage: 0,
  ...NO_CUSTODY,
  createdAt: '',
  updatedAt: '',
});
const file = (id: string, documentId: string | null, extra: Partial<FileItem> = {}): FileItem => ({
  id,
  name: `${id}.pdf`,
  type: 'application/pdf',
  size: 1,
  category: 'other',
  tags: [],
  notes: '',
  uploadDate: '',
  status: 'pending',
  documentId,
  ...extra,
});

const documents = [doc('d1', 'Last will', 'will'), doc('d2', 'House deed', 'property')];
const files = [
  file('scan', 'd2', { tags: ['mortgage'] }),
  file('passport', null, { notes: 'Renewed in 2024', category: 'identification' }),
  file('orphan', 'deleted-document'),
];
const titles = (
  search: string,
  category: Parameters<typeof filterDocuments>[2]['category'] = 'all',
) => {
  const shown = filterDocuments(documents, files, { search, category });
  return [
    shown.documents.map(({ document }) => document.title),
    shown.looseFiles.map(({ id }) => id),
  ];
};

describe('filterDocuments', () => {
  it('shows everything, files under their document and loose files apart', () => {
    const shown = filterDocuments(documents, files, { search: '', category: 'all' });
    expect(shown.documents.map(({ files: attached }) => attached.map(({ id }) => id))).toEqual([
      [],
      ['scan'],
    ]);
    expect(shown.looseFiles.map(({ id }) => id)).toEqual(['passport', 'orphan']);
  });

  it('searches titles, file names, tags and notes, whatever the case', () => {
    expect(titles('WILL')).toEqual([['Last will'], []]);
    expect(titles('scan')).toEqual([['House deed'], []]);
    expect(titles('mortgage')).toEqual([['House deed'], []]);
    expect(titles('renewed')).toEqual([[], ['passport']]);
  });

  it('filters by category', () => {
    expect(titles('', 'property')).toEqual([['House deed'], []]);
    expect(titles('', 'identification')).toEqual([[], ['passport']]);
  });
});
