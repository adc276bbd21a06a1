import {
  finishedCleared,
  uploadFailed,
  uploadProgressed,
  uploadRefused,
  uploadSlice,
  uploadStarted,
  uploadSucceeded,
} from './uploadSlice';

const reduce = (...actions: Parameters<typeof uploadSlice.reducer>[1][]) =>
  actions.reduce(uploadSlice.reducer, uploadSlice.getInitialState());

describe('the upload queue slice', () => {
  it('follows a file from its start to its end, progress only growing', () => {
    const state = reduce(
      uploadStarted({ id: 'a', name: 'will.pdf', size: 2048 }),
      uploadProgressed({ id: 'a', fraction: 0.5 }),
      uploadProgressed({ id: 'a', fraction: 0.25 }),
    );
    expect(state.uploads).toEqual([
      { id: 'a', name: 'will.pdf', size: 2048, progress: 50, state: 'uploading', error: null },
    ]);
    expect(
      reduce(...[uploadStarted({ id: 'a', name: 'w', size: 1 }), uploadSucceeded({ id: 'a' })])
        .uploads[0],
    ).toMatchObject({ state: 'done', progress: 100 });
  });

  it('keeps the reason of a failed or refused file, and clears only finished entries', () => {
    const state = reduce(
      uploadStarted({ id: 'a', name: 'a.pdf', size: 1 }),
      uploadStarted({ id: 'b', name: 'b.pdf', size: 1 }),
      uploadFailed({ id: 'a', error: 'Quota exceeded' }),
      uploadRefused({ id: 'c', name: 'setup.exe', size: 5, error: 'Only PDF…' }),
      uploadProgressed({ id: 'a', fraction: 1 }),
    );
    expect(
      state.uploads.map(({ id, state: s, error, progress }) => [id, s, error, progress]),
    ).toEqual([
      ['a', 'failed', 'Quota exceeded', 0],
      ['b', 'uploading', null, 0],
      ['c', 'failed', 'Only PDF…', 0],
    ]);
    expect(uploadSlice.reducer(state, finishedCleared()).uploads.map(({ id }) => id)).toEqual([
      'b',
    ]);
  });
});
