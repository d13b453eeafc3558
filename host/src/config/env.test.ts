import { readHostEnv } from './env';

describe('host build configuration', () => {
  const original = process.env.BUILD_ID;
  afterEach(() => {
    if (original === undefined) delete process.env.BUILD_ID;
    else process.env.BUILD_ID = original;
    jest.restoreAllMocks();
  });

  it('reads the build id that webpack bakes in as process.env.BUILD_ID', () => {
    process.env.BUILD_ID = '2025.03.04-abc123';
    expect(readHostEnv()).toEqual({ buildId: '2025.03.04-abc123' });
  });

  it('says once, without failing, that new host builds cannot be detected without one', () => {
    delete process.env.BUILD_ID;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readHostEnv()).toEqual({ buildId: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('BUILD_ID'));
  });
});
