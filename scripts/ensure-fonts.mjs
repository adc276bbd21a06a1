// Makes sure the fonts the server's PDFs print other scripts with are there (see
// api/src/pdf/pdfmake.ts): on Debian as root it installs Debian's packages; anywhere else it
// says which.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const fonts = {
  'fonts-dejavu-core': '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  'fonts-wqy-microhei': '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  'fonts-symbola': '/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf',
};

const missing = Object.keys(fonts).filter((name) => !existsSync(fonts[name]));
if (missing.length > 0) {
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = process.getuid?.() === 0;
  if (isDebian && isRoot) {
    console.log(`Fonts for the PDFs are missing: installing ${missing.join(', ')}...`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error(
      `The PDFs need these fonts: ${missing.join(', ')}` +
        ` (Debian: sudo apt-get install -y ${missing.join(' ')}).`,
    );
    process.exit(1);
  }
}
