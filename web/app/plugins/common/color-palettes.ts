/**
 * The colour lists of Superset's categorical and sequential schemes, by Superset's scheme id. They are facts
 * (charts saved in Superset name them), kept apart from the code that uses them.
 */

/** A scheme: Superset's id, its label in the scheme picker and its colours. */
export interface ColorScheme {
  id: string;
  label: string;
  colors: readonly string[];
}

const scheme = (id: string, label: string, colors: string): ColorScheme => ({ id, label, colors: colors.split(' ') });

/** Categorical schemes, in the order Superset's picker lists them. */
export const CATEGORICAL_SCHEMES: readonly ColorScheme[] = [
  scheme(
    'supersetColors',
    'Superset Colors',
    '#1FA8C9 #454E7C #5AC189 #FF7F44 #666666 #E04355 #FCC700 #A868B7 #3CCCCB #A38F79 ' +
      '#8FD3E4 #A1A6BD #ACE1C4 #FEC0A1 #B2B2B2 #EFA1AA #FDE380 #D3B3DA #9EE5E5 #D1C6BC',
  ),
  scheme(
    'supersetAndPresetColors',
    'Preset + Superset',
    '#004960 #2893B3 #20A7C9 #5CC0DA #7DCDE1 #A9D3E1 #C6ECE1 #AAE2D2 #71CFB4 #2FC096 #178F7A #067162',
  ),
  scheme(
    'bnbColors',
    'Airbnb Colors',
    '#29696B #5BCACE #F4B02A #F1826A #792EB2 #C96EC6 #921E50 #B27700 #9C3498 #9C3498 #E4679D #C32F0E #9D63CA',
  ),
  scheme(
    'googleCategory10c',
    'Google Category 10c',
    '#3366cc #dc3912 #ff9900 #109618 #990099 #0099c6 #dd4477 #66aa00 #b82e2e #316395',
  ),
  scheme(
    'googleCategory20c',
    'Google Category 20c',
    '#3366cc #dc3912 #ff9900 #109618 #990099 #0099c6 #dd4477 #66aa00 #b82e2e #316395 ' +
      '#994499 #22aa99 #aaaa11 #6633cc #e67300 #8b0707 #651067 #329262 #5574a6 #3b3eac',
  ),
  scheme(
    'd3Category10',
    'D3 Category 10',
    '#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf',
  ),
  scheme(
    'd3Category20',
    'D3 Category 20',
    '#1f77b4 #aec7e8 #ff7f0e #ffbb78 #2ca02c #98df8a #d62728 #ff9896 #9467bd #c5b0d5 ' +
      '#8c564b #c49c94 #e377c2 #f7b6d2 #7f7f7f #c7c7c7 #bcbd22 #dbdb8d #17becf #9edae5',
  ),
  scheme(
    'd3Category20b',
    'D3 Category 20b',
    '#393b79 #5254a3 #6b6ecf #9c9ede #637939 #8ca252 #b5cf6b #cedb9c #8c6d31 #bd9e39 ' +
      '#e7ba52 #e7cb94 #843c39 #ad494a #d6616b #e7969c #7b4173 #a55194 #ce6dbd #de9ed6',
  ),
  scheme(
    'd3Category20c',
    'D3 Category 20c',
    '#3182bd #6baed6 #9ecae1 #c6dbef #e6550d #fd8d3c #fdae6b #fdd0a2 #31a354 #74c476 ' +
      '#a1d99b #c7e9c0 #756bb1 #9e9ac8 #bcbddc #dadaeb #636363 #969696 #bdbdbd #d9d9d9',
  ),
  scheme(
    'echarts4Colors',
    'ECharts v4.x Colors',
    '#c23531 #2f4554 #61a0a8 #d48265 #91c7ae #749f83 #ca8622 #bda29a #6e7074 #546570 #c4ccd3',
  ),
  scheme(
    'echarts5Colors',
    'ECharts v5.x Colors',
    '#5470C6 #91CC75 #FAC858 #EE6666 #73C0DE #3BA272 #FC8452 #9A60B4 #EA7CCC',
  ),
  scheme(
    'lyftColors',
    'Lyft Colors',
    '#EA0B8C #6C838E #29ABE2 #33D9C1 #9DACB9 #7560AA #2D5584 #831C4A #333D47 #AC2077',
  ),
  scheme(
    'presetColors',
    'Preset Colors',
    '#6BD3B3 #FCC550 #408184 #66CBE2 #EE5960 #484E5A #FF874E #03748E #C9BBAB #B17BAA ' +
      '#B5E9D9 #FDE2A7 #9FC0C1 #B2E5F0 #F6ACAF #A4A6AC #FFC3A6 #81B9C6 #E4DDD5 #D9BDD5',
  ),
  scheme(
    'modernSunset',
    'Modern sunset',
    '#0080F6 #254081 #6C4592 #A94693 #DC4180 #F35193 #FF7582 #FF4C5D #FF824E #FFAD2A #FFDB04 #F3F700',
  ),
  scheme(
    'colorsOfRainbow',
    'Colors of rainbow',
    '#41ED86 #2FC096 #01DFFF #153AE0 #850AD6 #BD59FF #FF4A96 #C32668 #F40000 #FF8901 #FFBC0A #FFEC43',
  ),
  scheme(
    'blueToGreen',
    'Blue to green',
    '#3200A7 #004CDA #0074F1 #0096EF #53BFFF #41C8E6 #30DEDE #04D9C7 #00EAA2 #A6FF93',
  ),
  scheme(
    'redToYellow',
    'Red to yellow',
    '#90042A #D60039 #D1353B #E45233 #F47028 #FE8E17 #FFAD00 #FFCC00 #FFE601 #FFF46D',
  ),
  scheme(
    'wavesOfBlue',
    'Waves of blue',
    '#070061 #0A0095 #0054B4 #006BE7 #2289FF #4A9FFF #76B6FF #9DCBFF #BEDCFF #DAEBFF',
  ),
];

/** Sequential and diverging schemes, in the order Superset's picker lists them. */
export const SEQUENTIAL_SCHEMES: readonly ColorScheme[] = [
  scheme(
    'superset_seq_1',
    'Superset Sequential #1',
    '#F4FAD4 #D7F1AC #A9E3AF #82CDBB #63C1BF #1FA8C9 #2367AC #2A2D84 #251354 #050415',
  ),
  scheme(
    'superset_seq_2',
    'Superset Sequential #2',
    '#FBF1B4 #FDD093 #FEAD71 #FF7F44 #E04355 #C53D6F #952B7B #4F167B #251354 #050415',
  ),
  scheme(
    'superset_div_1',
    'Superset Diverging #1',
    '#E04355 #E87180 #EFA1AA #F7D0D4 #F6F6F7 #C8E9F1 #8FD3E4 #58BDD7 #1FA8C9',
  ),
  scheme(
    'superset_div_2',
    'Superset Diverging #2',
    '#FF7F44 #FF9E72 #FEC0A1 #FFDFD0 #F6F6F7 #C8E9F1 #8FD3E4 #58BDD7 #1FA8C9',
  ),
  scheme('blue_white_yellow', 'blue/white/yellow', '#00d1c1 white #ffb400'),
  scheme('fire', 'fire', 'white yellow red black'),
  scheme('white_black', 'white/black', 'white black'),
  scheme('black_white', 'black/white', 'black white'),
  scheme('dark_blue', 'dark blues', '#EBF5F8 #6BB1CC #357E9B #1B4150 #092935'),
  scheme('pink_grey', 'pink/grey', '#E70B81 #FAFAFA #666666'),
  scheme('greens', 'greens', '#ffffcc #78c679 #006837'),
  scheme('purples', 'purples', '#f2f0f7 #9e9ac8 #54278f'),
  scheme('oranges', 'oranges', '#fef0d9 #fc8d59 #b30000'),
  scheme('red_yellow_blue', 'red/yellow/blue', '#d7191c #fdae61 #ffffbf #abd9e9 #2c7bb6'),
  scheme('brown_white_green', 'brown/white/green', '#a6611a #dfc27d #f5f5f5 #80cdc1 #018571'),
  scheme('purple_white_green', 'purple/white/green', '#7b3294 #c2a5cf #f7f7f7 #a6dba0 #008837'),
  scheme('echarts_gradient', 'ECharts gradient', '#f6EFA6 #D88273 #BF444C'),
  scheme('schemeRdBu', 'red/blue', '#67001f #b2182b #d6604d #f4a582 #fddbc7 #d1e5f0 #92c5de #4393c3 #2166ac #053061'),
  scheme(
    'schemeBrBG',
    'brown/green',
    '#543005 #8c510a #bf812d #dfc27d #f6e8c3 #c7eae5 #80cdc1 #35978f #01665e #003c30',
  ),
  scheme(
    'schemePRGn',
    'purple/green',
    '#40004b #762a83 #9970ab #c2a5cf #e7d4e8 #d9f0d3 #a6dba0 #5aae61 #1b7837 #00441b',
  ),
  scheme('schemePiYG', 'pink/green', '#8e0152 #c51b7d #de77ae #f1b6da #fde0ef #e6f5d0 #b8e186 #7fbc41 #4d9221 #276419'),
  scheme(
    'schemePuOr',
    'purple/orange',
    '#2d004b #542788 #8073ac #b2abd2 #d8daeb #fee0b6 #fdb863 #e08214 #b35806 #7f3b08',
  ),
  scheme(
    'schemeRdGy',
    'red/gray/black',
    '#67001f #b2182b #d6604d #f4a582 #fddbc7 #e0e0e0 #bababa #878787 #4d4d4d #1a1a1a',
  ),
  scheme(
    'schemeRdYlBu',
    'red/yellow/blue',
    '#a50026 #d73027 #f46d43 #fdae61 #fee090 #e0f3f8 #abd9e9 #74add1 #4575b4 #313695',
  ),
  scheme(
    'schemeRdYlGn',
    'red/yellow/green',
    '#a50026 #d73027 #f46d43 #fdae61 #fee08b #d9ef8b #a6d96a #66bd63 #1a9850 #006837',
  ),
  scheme(
    'schemeSpectral',
    'rainbow',
    '#9e0142 #d53e4f #f46d43 #fdae61 #fee08b #e6f598 #abdda4 #66c2a5 #3288bd #5e4fa2',
  ),
  scheme('schemeBlues', 'blues', '#b5d4e9 #93c3df #6daed5 #4b97c9 #2f7ebc #1864aa #0a4a90 #08306b'),
  scheme('schemeGreens', 'greens', '#b7e2b1 #97d494 #73c378 #4daf62 #2f984f #157f3b #036429 #00441b'),
  scheme('schemeGrays', 'grays', '#cecece #b4b4b4 #979797 #7a7a7a #5f5f5f #404040 #1e1e1e #000000'),
  scheme('schemeOranges', 'oranges', '#fdc28c #fda762 #fb8d3d #f2701d #e25609 #c44103 #9f3303 #7f2704'),
  scheme('schemePurples', 'purples', '#cecee5 #b6b5d8 #9e9bc9 #8782bc #7363ac #61409b #501f8c #3f007d'),
  scheme('schemeReds', 'reds', '#fcaa8e #fc8a6b #f9694c #ef4533 #d92723 #bb151a #970b13 #67000d'),
  scheme('schemeViridis', 'Viridis', '#482475 #414487 #355f8d #2a788e #21918c #22a884 #44bf70 #7ad151 #bddf26 #fde725'),
  scheme('schemeInferno', 'Inferno', '#160b39 #420a68 #6a176e #932667 #bc3754 #dd513a #f37819 #fca50a #f6d746 #fcffa4'),
  scheme('schemeMagma', 'Magma', '#140e36 #3b0f70 #641a80 #8c2981 #b73779 #de4968 #f7705c #fe9f6d #fecf92 #fcfdbf'),
  scheme('schemeWarm', 'Warm', '#963db3 #bf3caf #e4419d #fe4b83 #ff5e63 #ff7847 #fb9633 #e2b72f #c6d63c #aff05b'),
  scheme('schemeCool', 'Cool', '#6054c8 #4c6edb #368ce1 #23abd8 #1ac7c2 #1ddfa3 #30ef82 #52f667 #7ff658 #aff05b'),
  scheme(
    'schemeCubehelixDefault',
    'Cube Helix',
    '#1a1530 #163d4e #1f6642 #54792f #a07949 #d07e93 #cf9cda #c1caf3 #d2eeef #ffffff',
  ),
  scheme('schemeBuGn', 'blue/green', '#b7e4da #8fd3c1 #68c2a3 #49b17f #2f9959 #157f3c #036429 #00441b'),
  scheme('schemeBuPu', 'blue/purple', '#b2cae1 #9cb3d5 #8f95c6 #8c74b5 #8952a5 #852d8f #730f71 #4d004b'),
  scheme('schemeGnBu', 'green/blue', '#bde5bf #9ed9bb #7bcbc4 #58b7cd #399cc6 #1d7eb7 #0b60a1 #084081'),
  scheme('schemeOrRd', 'orange/red', '#fdca94 #fdb07a #fa8e5d #f16c49 #e04530 #c81d13 #a70403 #7f0000'),
  scheme('schemePuBuGn', 'purple/blue/green', '#bec9e2 #98b9d9 #69a8cf #4096c0 #19879f #037877 #016353 #014636'),
  scheme('schemePuBu', 'purple/blue', '#bfc9e2 #9bb9d9 #72a8cf #4394c3 #1a7db6 #0667a1 #045281 #023858'),
  scheme('schemePuRd', 'purple/red', '#d0aad2 #d08ac2 #dd63ae #e33890 #d71c6c #b70b4f #8f023a #67001f'),
  scheme('schemeRdPu', 'red/purple', '#fbb5bc #f993b0 #f369a3 #e03e98 #c01788 #99037c #700174 #49006a'),
  scheme(
    'schemeYlGnBu',
    'yellow/green/blue',
    '#d5eeb3 #a9ddb7 #73c9bd #45b4c2 #2897bf #2073b2 #234ea0 #1c3185 #081d58',
  ),
  scheme('schemeYlGn', 'yellow/green', '#e4f4ac #c7e89b #a2d88a #78c578 #4eaf63 #2f944e #15793f #036034 #004529'),
  scheme(
    'schemeYlOrBr',
    'yellow/orange/brown',
    '#feeaa1 #fed676 #feba4a #fb992c #ee7918 #d85b0a #b74304 #8f3204 #662506',
  ),
  scheme(
    'schemeYlOrRd',
    'yellow/orange/red',
    '#fee087 #fec965 #feab4b #fd893c #fa5c2e #ec3023 #d31121 #af0225 #800026',
  ),
];
