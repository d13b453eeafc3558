import { placeholdersOfChunksWithoutScript } from './chunk-integrity';

/** `source` with every found placeholder replaced by `null`, as the build does. */
function dropped(source: string, withoutScript: string[]): string {
  return placeholdersOfChunksWithoutScript(source, new Set(withoutScript))
    .reverse()
    .reduce((text, { start, end }) => `${text.slice(0, start)}null${text.slice(end)}`, source);
}

describe('placeholdersOfChunksWithoutScript', () => {
  const entry =
    'y.sriHashes={87:"sha256-D5F2AlI2vm52",126:"*-*-*-CHUNK-SRI-HASH-xEsPtN089HLG5abW",' +
    '"271":"*-*-*-CHUNK-SRI-HASH-ofmoeGlVXoGc/+=",543:"*-*-*-CHUNK-SRI-HASH-sBS17Xs47j9B"};';

  it('nulls the placeholders of the chunks without a script file, in either key form', () => {
    expect(dropped(entry, ['126', '271'])).toBe(
      'y.sriHashes={87:"sha256-D5F2AlI2vm52",126:null,"271":null,543:"*-*-*-CHUNK-SRI-HASH-sBS17Xs47j9B"};',
    );
  });

  it('leaves a placeholder of a chunk with a script (the integrity plugin then fails the build) and every resolved hash', () => {
    expect(dropped(entry, [])).toBe(entry);
    expect(dropped(entry, ['87'])).toBe(entry);
  });
});
