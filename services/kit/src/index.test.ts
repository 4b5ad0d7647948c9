import { execFileSync } from 'node:child_process';

// Every service imports the kit's index; only checkin stores files and processes photos.
describe("the kit's index", () => {
  it('loads neither sharp nor the AWS SDK (they live in its files and images entries)', () => {
    const script = [
      "require('./index.ts');",
      'const heavy = Object.keys(require.cache).filter((k) => /node_modules[\\\\/](sharp|@aws-sdk)[\\\\/]/.test(k));',
      'process.stdout.write(JSON.stringify(heavy));',
    ].join('\n');
    const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: __dirname,
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual([]);
  });

  it('still offers them where they are needed', () => {
    const script =
      "require('./files/index.ts'); require('./images/index.ts');" +
      'process.stdout.write(String(Object.keys(require.cache).some((k) => /node_modules[\\\\/]sharp[\\\\/]/.test(k))));';
    const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: __dirname,
      encoding: 'utf8',
    });
    expect(out).toBe('true');
  });
});
