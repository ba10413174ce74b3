// The rules assistant's search: the association's documents (governing-documents.ts), one entry
// per cited section, ranked by MiniSearch's BM25. A question in Spanish is read through a small
// bilingual term map, so it finds the same English passages; nothing is generated, an answer is
// the passages themselves.
import MiniSearch from 'minisearch';
import { GOVERNING_DOCUMENTS, type GoverningDocument } from '../governing-documents.ts';

export type Language = 'en' | 'es';

/** One section of a document, as it is quoted and cited. */
export interface Passage {
  /** `<documentId>#<section index>`. */
  key: string;
  documentId: number;
  fileName: string;
  title: string;
  /** What the citation names: the section's heading, or its paragraph number. */
  section: string;
  text: string;
}

/** What a question asks about: each meaningful word, with the index terms it stands for. */
export interface Concept {
  word: string;
  terms: string[];
}

const ENGLISH_STOP_WORDS = new Set(
  `a an the i me my mine we us our you your he she they them their it its this that these those
  there here is are was were be been being am do does did done can could may might must shall
  should will would what when where which who whom whose why how in on at of for to from by with
  without about into onto over under and or but if so than then as any some much many more most
  very just also please tell know want like let have has had get got put allowed okay ok anything
  something up out there's what's i'm`.split(/\s+/),
);

const SPANISH_STOP_WORDS = new Set(
  `el la los las un una unos unas de del al a en y o u e que cual cuales quien es son esta estan
  esto ese esa eso ser estar hay mi mis su sus tu tus yo me se nos le les lo por para con sin como
  cuando donde cuanto cuanta cuantos cuantas puedo puede pueden podemos debo debe deben tengo tiene
  tener hacer muy mas pero si ya casa mucho tiempo algo alguna alguno permite permitido permitidos
  esta favor quiero saber hasta desde entre sobre`.split(/\s+/),
);

/**
 * Spanish words (without accents) and the English words of the documents they mean. Only the
 * community's vocabulary: a word missing here is still searched as written.
 */
const SPANISH_TERMS: Record<string, string[]> = {
  piscina: ['pool'],
  alberca: ['pool'],
  horario: ['hours'],
  horarios: ['hours'],
  hora: ['hours'],
  horas: ['hours'],
  abre: ['open'],
  abren: ['open'],
  abierta: ['open'],
  abierto: ['open'],
  cierra: ['closed'],
  cerrada: ['closed'],
  temporada: ['season'],
  bote: ['boat'],
  botes: ['boat'],
  barco: ['boat'],
  barcos: ['boat'],
  lancha: ['boat'],
  lanchas: ['boat'],
  embarcacion: ['boat'],
  remolque: ['trailer'],
  remolques: ['trailer'],
  trailer: ['trailer'],
  caravana: ['camper'],
  autocaravana: ['camper', 'recreational'],
  entrada: ['driveway'],
  cochera: ['driveway', 'garage'],
  estacionar: ['parked', 'parking'],
  estacionarse: ['parked', 'parking'],
  estacionado: ['parked'],
  estacionamiento: ['parking'],
  aparcar: ['parked', 'parking'],
  parquear: ['parked', 'parking'],
  dejar: ['parked'],
  garaje: ['garage'],
  calle: ['street'],
  calles: ['street'],
  noche: ['overnight'],
  cerca: ['fence'],
  cercas: ['fence'],
  valla: ['fence'],
  vallas: ['fence'],
  cerco: ['fence'],
  altura: ['tall'],
  alta: ['tall'],
  alto: ['tall'],
  patio: ['yard', 'backyard'],
  trasero: ['backyard'],
  jardin: ['yard'],
  delantero: ['front'],
  frente: ['front'],
  mascota: ['pets'],
  mascotas: ['pets'],
  perro: ['dogs'],
  perros: ['dogs'],
  gato: ['cats'],
  gatos: ['cats'],
  correa: ['leash'],
  basura: ['trash'],
  reciclaje: ['recycling'],
  recogen: ['picked', 'collected'],
  recoleccion: ['collected'],
  ruido: ['noise'],
  silencio: ['quiet'],
  invitado: ['guests'],
  invitados: ['guests'],
  visitas: ['guests'],
  ninos: ['children'],
  salvavidas: ['lifeguard'],
  llave: ['fob'],
  llavero: ['fob'],
  cuota: ['assessments'],
  cuotas: ['assessments'],
  recargo: ['late', 'fee'],
  multa: ['fined'],
  multas: ['fined'],
  alquilar: ['leased', 'rentals'],
  alquiler: ['leased', 'rentals'],
  arrendar: ['leased'],
  rentar: ['leased', 'rentals'],
  letrero: ['signs'],
  letreros: ['signs'],
  cartel: ['signs'],
  decoraciones: ['decorations'],
  adornos: ['decorations'],
  luces: ['lights'],
  navidad: ['holiday'],
  pintar: ['paint'],
  pintura: ['paint'],
  techo: ['roofing', 'roof'],
  ventanas: ['windows'],
  aprobacion: ['approval', 'approved'],
  remolcar: ['towed'],
  grua: ['towed'],
  comercial: ['commercial'],
  comerciales: ['commercial'],
  vehiculo: ['vehicles'],
  vehiculos: ['vehicles'],
  auto: ['vehicles'],
  carro: ['vehicles'],
  coche: ['vehicles'],
  junta: ['board'],
  directiva: ['board'],
  reunion: ['meeting'],
  elecciones: ['election'],
  presupuesto: ['budget'],
};

/** Lower case, without accents: "Piscína" and "piscina" are one word. */
export function normalise(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A light English stemmer, enough for a few pages of rules: plurals and -ed/-ing forms meet
 * their word ("trailers", "parked", "parking" → "trailer", "park", "park").
 */
export function stem(word: string): string {
  let w = word.replace(/['’]s$/, '');
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** The words of a text, as the index and the questions are cut. */
export function words(text: string): string[] {
  return normalise(text).match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
}

/** The index term of a word of the documents (null for a word that says nothing). */
function indexTerm(word: string): string | null {
  const w = normalise(word);
  return ENGLISH_STOP_WORDS.has(w) ? null : stem(w);
}

/** The language a question is written in; the browser's language settles a tie. */
export function questionLanguage(question: string, acceptLanguage?: string): Language {
  let spanish = /[¿¡ñ]|[áéíóú]/i.test(question) ? 1 : 0;
  let english = 0;
  for (const word of words(question)) {
    if (SPANISH_STOP_WORDS.has(word) || word in SPANISH_TERMS) spanish += 1;
    if (ENGLISH_STOP_WORDS.has(word)) english += 1;
  }
  if (spanish !== english) return spanish > english ? 'es' : 'en';
  const preferred = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return preferred.startsWith('es') ? 'es' : 'en';
}

/** What a question asks about, each word with the index terms it stands for. */
export function conceptsOf(question: string, language: Language): Concept[] {
  const concepts: Concept[] = [];
  for (const word of words(question)) {
    if (ENGLISH_STOP_WORDS.has(word)) continue;
    if (language === 'es' && SPANISH_STOP_WORDS.has(word)) continue;
    const english = language === 'es' ? SPANISH_TERMS[word] : undefined;
    const terms = [...new Set((english ?? [word]).map((w) => stem(normalise(w))))];
    if (!concepts.some((c) => c.word === word)) concepts.push({ word, terms });
  }
  return concepts;
}

/** Every section the assistant may quote (a document's first section is its letterhead). */
export function passagesOf(documents: readonly GoverningDocument[]): Passage[] {
  return documents.flatMap((document) =>
    document.sections.slice(1).map((section, index) => ({
      key: `${String(document.id)}#${String(index + 1)}`,
      documentId: document.id,
      fileName: document.fileName,
      title: document.title,
      section: section.heading || `paragraph ${String(index + 2)}`,
      text: section.text,
    })),
  );
}

interface Indexed {
  index: MiniSearch<Passage>;
  passages: Map<string, Passage>;
}

function indexOf(documents: readonly GoverningDocument[]): Indexed {
  const passages = passagesOf(documents);
  const index = new MiniSearch<Passage>({
    idField: 'key',
    fields: ['section', 'text', 'title'],
    tokenize: words,
    processTerm: indexTerm,
    // The questions are cut and stemmed by conceptsOf; their terms go to the index as they are.
    searchOptions: {
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boost: { section: 2, text: 1, title: 0.5 },
    },
  });
  index.addAll(passages);
  return { index, passages: new Map(passages.map((p) => [p.key, p])) };
}

// The documents' words are the same for every tenant: indexed once per process.
let demoIndex: Indexed | undefined;
function demo(): Indexed {
  demoIndex ??= indexOf(GOVERNING_DOCUMENTS);
  return demoIndex;
}

/** The least number of a question's concepts a passage must match to answer it. */
export function needed(concepts: number): number {
  return concepts <= 2 ? concepts : Math.ceil(concepts / 2);
}

/** How many passages an answer quotes at most. */
export const MAX_PASSAGES = 3;

export interface SearchOptions {
  /** Other documents than the association's (tests). */
  documents?: readonly GoverningDocument[];
  /** The documents still in the tenant's library: the others are never quoted. */
  available?: ReadonlySet<number>;
}

/**
 * The passages that answer a question, best first: each matches enough of what it asks about
 * (`needed`), ranked by BM25. `context` (the conversation's previous question) is searched along
 * when the question alone is answered by nothing, as long as a passage still matches the
 * question itself.
 */
export function findPassages(
  concepts: readonly Concept[],
  context: readonly Concept[] = [],
  options: SearchOptions = {},
): Passage[] {
  const alone = search(concepts, [], options);
  if (alone.length > 0 || context.length === 0 || concepts.length === 0) return alone;
  const own = new Set(concepts.map((c) => c.word));
  return search([...concepts, ...context.filter((c) => !own.has(c.word))], concepts, options);
}

function search(
  concepts: readonly Concept[],
  mustMatch: readonly Concept[],
  { documents, available }: SearchOptions,
): Passage[] {
  if (concepts.length === 0) return [];
  const { index, passages } = documents ? indexOf(documents) : demo();
  const terms = [...new Set(concepts.flatMap((c) => c.terms))];
  const matched = (found: ReadonlySet<string>) => (c: Concept) => c.terms.some((t) => found.has(t));
  return index
    .search(terms.join(' '))
    .filter((result) => {
      const found = new Set(result.queryTerms);
      return (
        concepts.filter(matched(found)).length >= needed(concepts.length) &&
        (mustMatch.length === 0 || mustMatch.some(matched(found)))
      );
    })
    .flatMap((result) => {
      const passage = passages.get(String(result.id));
      return passage && (!available || available.has(passage.documentId)) ? [passage] : [];
    })
    .slice(0, MAX_PASSAGES);
}
