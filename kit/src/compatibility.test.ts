import path from 'node:path';
import { CONTRACT_VERSION, SUPPORTED_CONTRACT_VERSIONS } from '@platform/contract';
import { compatibilityOf } from './compatibility';
import { installedVersion } from './installed-version';

const repoRoot = path.resolve(__dirname, '../..');

describe('compat.json', () => {
  it("records a remote's contract version and the singleton versions installed for it", () => {
    const record = compatibilityOf('remote', path.join(repoRoot, 'remote-search'));
    expect(record).toMatchObject({ kind: 'remote', contractVersion: CONTRACT_VERSION });
    expect(record.kind === 'remote' ? record.singletons.react : undefined).toBe(installedVersion('react', repoRoot));
    expect(record.kind === 'remote' ? Object.keys(record.singletons) : []).toEqual(expect.arrayContaining(['react', 'react-dom', 'i18next', '@tanstack/react-query', 'zod']));
  });

  it("records the host's contract versions and a caret range per singleton", () => {
    const record = compatibilityOf('host', path.join(repoRoot, 'host'));
    expect(record).toMatchObject({ kind: 'host', supportedContractVersions: [...SUPPORTED_CONTRACT_VERSIONS] });
    expect(record.kind === 'host' ? record.singletonRanges.react : undefined).toBe(`^${installedVersion('react', repoRoot)}`);
  });
});
