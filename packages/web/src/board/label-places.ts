// Written by scripts/labels.mjs (npm run labels -w @tnt/web): where each province's name
// stands on each known board, as layout.ts's search finds it. A test checks it is up to date.

/** A name's place: as layout.ts's Label. */
interface KeptLabel {
  readonly at: readonly [number, number];
  readonly scale: number;
  readonly lines: readonly string[];
}

export const LABEL_PLACES: Readonly<Record<string, Readonly<Record<string, KeptLabel>>>> = {
  base: {
    Baden: {
      at: [259, 289],
      scale: 1,
      lines: ['BADEN'],
    },
    Württemberg: {
      at: [495.76964375594207, 396.6884272997033],
      scale: 0.72,
      lines: ['WÜRT-', 'TEMBERG'],
    },
    Hohenzollern: {
      at: [385.023873356313, 542.7874918794663],
      scale: 0.54,
      lines: ['HOHEN-', 'ZOLLERN'],
    },
    Schweiz: {
      at: [244.5, 693.2592592592592],
      scale: 1,
      lines: ['SCHWEIZ'],
    },
    Tyrol: {
      at: [705.5747663551401, 695.2790015613791],
      scale: 1,
      lines: ['TYROL'],
    },
    Baiern: {
      at: [734.5684931506848, 613],
      scale: 1,
      lines: ['BAIERN'],
    },
    Salzburg: {
      at: [920.5, 695.3333333333334],
      scale: 1,
      lines: ['SALZBURG'],
    },
    Böhmen: {
      at: [833.9531672983215, 117],
      scale: 1,
      lines: ['BÖHMEN'],
    },
    Polen: {
      at: [954.0612903225806, 103],
      scale: 1,
      lines: ['POLEN'],
    },
  },
  'power-and-glory': {
    Holland: {
      at: [180, 201],
      scale: 1,
      lines: ['HOLLAND'],
    },
    Belgien: {
      at: [112.5, 557.5214592274679],
      scale: 1,
      lines: ['BELGIEN'],
    },
    Preußen: {
      at: [744.2958596612003, 232],
      scale: 1,
      lines: ['PREUSSEN'],
    },
    Hannover: {
      at: [626.7153625269202, 220.64583333333331],
      scale: 1,
      lines: ['HAN-', 'NOVER'],
    },
    Mecklenburg: {
      at: [734.3322147651006, 166],
      scale: 1,
      lines: ['MECK-', 'LENBURG'],
    },
    Hessen: {
      at: [479.6875, 441.9239052404882],
      scale: 1,
      lines: ['HES-', 'SEN'],
    },
    Baiern: {
      at: [691.2941176470588, 660.119512195122],
      scale: 1,
      lines: ['BAIERN'],
    },
    Thüringen: {
      at: [759.7299349240781, 570.5430566330489],
      scale: 1,
      lines: ['THÜRINGEN'],
    },
    Sachsen: {
      at: [898.0909090909091, 526.4615384615385],
      scale: 1,
      lines: ['SACHSEN'],
    },
  },
};
