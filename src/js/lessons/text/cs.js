// České texty lekcí chess-arbiter (loadLessons je načítá na požádání).
export const lang = 'cs';
export const dir = 'ltr';

export const titles = {
  capture: 'Braní', bishop: 'Střelec', rook: 'Věž', queen: 'Dáma', noJumping: 'Kameny se nepřeskakují',
  knight: 'Jezdec', pawn: 'Pěšec', enPassant: 'Braní mimochodem', promotion: 'Proměna pěšce', king: 'Král',
  castling: 'Rošáda', castlingRights: 'Ztráta práva na rošádu', castlingPrevented: 'Rošáda dočasně nemožná',
  check: 'Šach', pin: 'Vazba', checkmate: 'Mat', stalemate: 'Pat',
};

export const rules = {
  capture: 'Kámen nesmí vstoupit na pole obsazené vlastním kamenem. Tahem na pole se soupeřovým kamenem tento kámen bere.',
  bishop: 'Střelec se pohybuje o libovolný počet polí po úhlopříčkách, na kterých stojí.',
  rook: 'Věž se pohybuje o libovolný počet polí po svém sloupci nebo své řadě.',
  queen: 'Dáma se pohybuje o libovolný počet polí po sloupci, řadě i úhlopříčce.',
  noJumping: 'Střelec, věž ani dáma nemohou přeskočit jiný kámen.',
  knight: 'Jezdec skáče na nejbližší pole, které neleží na jeho sloupci, řadě ani úhlopříčce.',
  pawn: 'Pěšec jde o jedno volné pole vpřed (z výchozího pole i o dvě) a bere o jedno pole šikmo vpřed.',
  enPassant: 'Pěšce, který právě postoupil o dvě pole, smí sousední soupeřův pěšec vzít, jako by postoupil jen o jedno. Jen hned následujícím tahem.',
  promotion: 'Pěšec, který dojde na poslední řadu, se ihned vymění za dámu, věž, střelce nebo jezdce své barvy.',
  king: 'Král táhne na kterékoli sousední pole.',
  castling: 'Rošáda: král jde o dvě pole směrem k věži a tato věž se postaví na pole, které král přešel.',
  castlingRights: 'Právo na rošádu zaniká, jakmile král táhl. S věží, která už táhla, také rošádu provést nelze.',
  castlingPrevented: 'Rošáda musí počkat, když je král v šachu, když by přešel napadené pole nebo na něj vstoupil, nebo když mezi králem a věží stojí kámen.',
  check: 'Král napadený soupeřovým kamenem je v šachu. Šachu se musíte ihned ubránit.',
  pin: 'Kámen nesmí táhnout, pokud by po tahu byl vlastní král napaden.',
  checkmate: 'Král v šachu bez jediného možného tahu dostal mat: partie je vyhraná.',
  stalemate: 'Hráč, který nemá možný tah a jehož král není v šachu, má pat: partie končí remízou.',
};

// Čtvrtý pád: „proměňte pěšce v dámu“.
const ROLE_ACC = { q: 'dámu', r: 'věž', b: 'střelce', n: 'jezdce' };
const list = (s) => s.join(', ');

export function goal(success) {
  const s = success.squares ?? [];
  switch (success.kind) {
    case 'reach': return s.length === 1 ? `Dostaňte kámen na pole ${s[0]}.` : `Navštivte všechna označená pole: ${list(s)}.`;
    case 'captureAll': return s.length === 1 ? `Vezměte kámen na poli ${s[0]}.` : `Vezměte všechny soupeřovy kameny: ${list(s)}.`;
    case 'enPassant': return 'Vezměte pěšce mimochodem.';
    case 'promote': return `Proměňte pěšce v ${ROLE_ACC[success.role]}.`;
    case 'castle': return success.side === 'queen' ? 'Proveďte velkou rošádu.' : 'Proveďte malou rošádu.';
    case 'escape': return 'Váš král je v šachu: ubraňte se šachu.';
    case 'check': return 'Dejte šach.';
    case 'checkmate': return 'Dejte mat jedním tahem.';
    case 'stalemate': return 'Dejte soupeři pat jedním tahem: partie skončí remízou.';
    default: return '';
  }
}

export const ui = {
  lessons: 'Lekce', exercise: 'Úloha', hint: 'Nápověda', retry: 'Znovu', next: 'Další', done: 'Výborně!',
  failed: 'Tentokrát ne. Zkuste to znovu.', language: 'Jazyk', back: 'Zpět na šachovnici', article: 'čl.',
  progress: (a, b) => `Hotovo ${a} z ${b}`, yourMove: 'Jste na tahu', hintText: 'Podívejte se na zvýrazněný kámen.',
};
