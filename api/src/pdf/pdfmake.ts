import path from 'node:path';
import pdfmake from 'pdfmake';

// pdfmake, set up once for every PDF the server draws (wizard records, access cards). Roboto,
// shipped with pdfmake, covers Latin, Greek and Cyrillic, so names with accents print as
// typed. pdfmake may fetch images and fonts by URL or path: nothing of ours uses either, so
// both are refused outright.

const robotoDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts/Roboto');
pdfmake.setFonts({
  Roboto: {
    normal: path.join(robotoDir, 'Roboto-Regular.ttf'),
    bold: path.join(robotoDir, 'Roboto-Medium.ttf'),
    italics: path.join(robotoDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(robotoDir, 'Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => file.startsWith(robotoDir + path.sep));

export { pdfmake };
