/**
 * Generic bilingual phrase banks of the offline writer: keywords of the script format, crowd
 * reactions, reflections, narrator framing, audience participation, comedy, songs, puppet and
 * pantomime directions, production notes and discussion questions. Slots in braces
 * ({hero}, {refrain}, {who}, …) are filled by the composer.
 */
import type { L, Mood } from "./types.ts";

export const KEYWORDS = {
  cast: ["CAST", "REPARTO"],
  nonSpeaking: ["NON-SPEAKING PARTS", "PAPELES SIN DIÁLOGO"],
  scene: ["SCENE", "ESCENA"],
  narrator: ["NARRATOR", "NARRADOR"],
  narratorAlt: ["NARRATOR", "NARRADORA"],
  all: ["All", "Todos"],
  audience: ["AUDIENCE", "PÚBLICO"],
  theEnd: ["THE END", "FIN"],
  blackout: ["BLACKOUT", "OSCURO"],
  questions: ["DISCUSSION QUESTIONS", "PREGUNTAS PARA CONVERSAR"],
  memoryVerse: ["MEMORY VERSE", "VERSÍCULO PARA MEMORIZAR"],
  notes: ["PRODUCTION NOTES", "NOTAS DE PRODUCCIÓN"],
  scripture: ["SCRIPTURE", "ESCRITURA"],
  topic: ["TOPIC", "TEMA"],
  runningTime: ["RUNNING TIME", "DURACIÓN"],
  setting: ["SETTING", "AMBIENTACIÓN"],
  ageGroup: ["AGE GROUP", "EDAD"],
  style: ["STYLE", "ESTILO"],
  props: ["PROPS", "UTILERÍA"],
  version: ["KJV", "RV1909"],
  minutes: ["About {n} minutes", "Unos {n} minutos"],
  minute: ["About 1 minute", "Alrededor de 1 minuto"],
} as const satisfies Record<string, L>;

export const SETTING_LABELS: Record<string, L> = {
  "sunday-school": ["Sunday School Classroom", "Aula de escuela dominical"],
  "church-service": ["Main Church Service", "Culto principal de la iglesia"],
  "youth-group": ["Youth Group Meeting", "Reunión de jóvenes"],
  "special-event": ["Special Event/Holiday", "Evento especial o día festivo"],
  "mission-trip": ["Mission Trip", "Viaje misionero"],
};

export const AGE_LABELS: Record<string, L> = {
  preschool: ["Preschool (3-5)", "Preescolar (3-5 años)"],
  children: ["Children (6-9)", "Niños (6-9 años)"],
  preteen: ["Preteen (10-12)", "Preadolescentes (10-12 años)"],
  teenage: ["Teenage (13-17)", "Adolescentes (13-17 años)"],
  "young-adult": ["Young Adult (18-25)", "Jóvenes adultos (18-25 años)"],
  adult: ["Adult (26+)", "Adultos (26+ años)"],
  "all-ages": ["All Ages", "Todas las edades"],
};

export const STYLE_LABELS: Record<string, L> = {
  "serious-drama": ["Serious Drama", "Drama"],
  comedy: ["Comedy", "Comedia"],
  musical: ["Musical", "Musical"],
  pantomime: ["Pantomime", "Pantomima"],
  puppet: ["Puppet Show", "Teatro de títeres"],
};

export const TITLE_SUBTITLES: Record<string, readonly L[]> = {
  "serious-drama": [
    ["A Drama", "Un drama"],
    ["A Dramatic Retelling", "Un relato dramático"],
  ],
  comedy: [
    ["A Comedy Skit", "Una comedia"],
    ["A Light-Hearted Skit", "Una obra divertida"],
  ],
  musical: [
    ["A Musical Skit", "Una obra musical"],
    ["A Skit with Songs", "Una obra con canciones"],
  ],
  pantomime: [
    ["A Pantomime", "Una pantomima"],
    ["A Story Without Words", "Una historia sin palabras"],
  ],
  puppet: [
    ["A Puppet Show", "Un teatro de títeres"],
    ["A Puppet Skit", "Una obra de títeres"],
  ],
  default: [
    ["A Skit", "Una obra"],
    ["A Bible Skit", "Una obra bíblica"],
  ],
};

/** Crowd reactions by mood. The first few of each list are short enough for preschoolers. */
export const REACTIONS: Record<Mood, readonly L[]> = {
  wonder: [
    ["Wow!", "¡Guau!"],
    ["Look at that!", "¡Miren eso!"],
    ["Did you see that?", "¿Vieron eso?"],
    ["I've never seen anything like it!", "¡Nunca he visto nada igual!"],
    ["Only God could do something like this.", "Solo Dios podría hacer algo así."],
    ["Pinch me. I must be dreaming.", "Pellízquenme. Debo estar soñando."],
    ["My grandchildren are going to hear about this.", "Mis nietos van a oír hablar de esto."],
    ["Nobody back home is going to believe me.", "Nadie en casa me lo va a creer."],
    ["I came to watch, and now I can't stop staring.", "Vine a mirar y ahora no puedo dejar de asombrarme."],
    ["Something holy is happening here.", "Aquí está pasando algo santo."],
  ],
  fear: [
    ["Oh, no!", "¡Ay, no!"],
    ["I'm scared!", "¡Tengo miedo!"],
    ["What do we do now?", "¿Y ahora qué hacemos?"],
    ["Everybody stay close together.", "Quédense todos juntos."],
    ["My knees are shaking.", "Me tiemblan las rodillas."],
    ["I don't like the look of this at all.", "Esto no me gusta nada."],
    [
      "Somebody please tell me this will be all right.",
      "Que alguien me diga que todo saldrá bien, por favor.",
    ],
    ["If God doesn't help us, nobody can.", "Si Dios no nos ayuda, nadie podrá."],
    ["I want to run, but my feet won't move.", "Quiero correr, pero los pies no me responden."],
  ],
  joy: [
    ["Hooray!", "¡Hurra!"],
    ["Praise God!", "¡Gloria a Dios!"],
    ["This is the best day ever!", "¡Este es el mejor día de todos!"],
    ["I feel like dancing!", "¡Tengo ganas de bailar!"],
    ["God did it! He really did it!", "¡Dios lo hizo! ¡De verdad lo hizo!"],
    ["Somebody start a song!", "¡Que alguien empiece una canción!"],
    ["I'm so happy I could cry.", "Estoy tan feliz que podría llorar."],
    ["Let's tell everyone what God has done!", "¡Vamos a contarle a todo el mundo lo que Dios ha hecho!"],
    ["I will remember this day for the rest of my life.", "Recordaré este día por el resto de mi vida."],
  ],
  tension: [
    ["Uh-oh.", "Ay, ay, ay."],
    ["Here it comes!", "¡Ahí viene!"],
    ["Shh! Watch!", "¡Shh! ¡Miren!"],
    ["I can hardly breathe.", "Casi no puedo respirar."],
    ["What is going to happen next?", "¿Qué va a pasar ahora?"],
    ["This is it. This is the moment.", "Es ahora. Este es el momento."],
    ["Everyone is holding their breath.", "Todos están conteniendo el aliento."],
    ["I can't watch. Tell me when it's over!", "No puedo mirar. ¡Avísenme cuando termine!"],
    ["Whatever happens now, God is watching.", "Pase lo que pase, Dios está mirando."],
  ],
  sad: [
    ["Oh, no.", "Ay, no."],
    ["That's so sad.", "Qué triste."],
    ["I feel like crying.", "Me dan ganas de llorar."],
    ["Why does it have to be this way?", "¿Por qué tiene que ser así?"],
    ["My heart hurts.", "Me duele el corazón."],
    ["I don't understand it, but I will keep trusting.", "No lo entiendo, pero seguiré confiando."],
    ["Some days are heavy. This is one of them.", "Hay días pesados. Este es uno de ellos."],
    ["Even now, God has not forgotten us.", "Aun ahora, Dios no se ha olvidado de nosotros."],
  ],
  calm: [
    ["Shh. Listen.", "Shh. Escuchen."],
    ["Look over there.", "Miren allá."],
    ["What is going on?", "¿Qué está pasando?"],
    ["Come closer. I want to hear this.", "Acérquense. Quiero oír esto."],
    ["Something tells me today is different.", "Algo me dice que hoy es diferente."],
    ["Let's stay and see what happens.", "Quedémonos a ver qué pasa."],
    ["I have a feeling God is up to something.", "Tengo el presentimiento de que Dios está preparando algo."],
    ["Everyone is talking about it.", "Todo el mundo habla de esto."],
  ],
};

/** Reactions for opponents (Goliath's soldiers, Pharaoh's guards…). */
export const FOE_REACTIONS: readonly L[] = [
  ["Ha!", "¡Ja!"],
  ["Who does he think he is?", "¿Quién se cree que es?"],
  ["This will be over quickly.", "Esto terminará rápido."],
  ["I don't like this. I don't like this at all.", "Esto no me gusta. No me gusta nada."],
  ["How is this possible?", "¿Cómo es posible?"],
  ["That was not supposed to happen!", "¡Eso no tenía que pasar!"],
  ["Run! Everybody run!", "¡Corran! ¡Todos a correr!"],
  ["Nobody tell the boss about this.", "Que nadie le cuente esto al jefe."],
  ["Something strange is going on here.", "Aquí está pasando algo raro."],
];

/** First-person reflections for main characters by mood; grown-up ones are the later entries. */
export const REFLECTIONS: Record<Mood, readonly L[]> = {
  wonder: [
    ["God is so great!", "¡Dios es tan grande!"],
    [
      "I never thought I would see this with my own eyes.",
      "Nunca pensé que vería esto con mis propios ojos.",
    ],
    ["If God can do this, what can't He do?", "Si Dios puede hacer esto, ¿qué no podrá hacer?"],
    [
      "I keep thinking I will wake up, but this is real.",
      "Sigo pensando que voy a despertar, pero esto es real.",
    ],
    [
      "All my life I heard that God is mighty. Today I saw it.",
      "Toda mi vida oí que Dios es poderoso. Hoy lo vi.",
    ],
  ],
  fear: [
    ["I'm scared, but God is with me.", "Tengo miedo, pero Dios está conmigo."],
    ["Lord, help me. I can't do this alone.", "Señor, ayúdame. No puedo hacer esto solo."],
    [
      "My heart is pounding. But I will trust You, God.",
      "El corazón me late con fuerza. Pero confiaré en ti, Dios.",
    ],
    ["Being afraid is not the same as giving up.", "Tener miedo no es lo mismo que rendirse."],
    [
      "Courage isn't the absence of fear. It's deciding God is bigger than it.",
      "La valentía no es no tener miedo. Es decidir que Dios es más grande que el miedo.",
    ],
  ],
  joy: [
    ["Thank You, God!", "¡Gracias, Dios!"],
    ["I want to sing! God has been so good to us.", "¡Quiero cantar! Dios ha sido tan bueno con nosotros."],
    ["This is what God does. He keeps His promises.", "Así es Dios. Él cumple sus promesas."],
    [
      "Remember this day, all of you. Remember who did this.",
      "Recuerden este día, todos. Recuerden quién hizo esto.",
    ],
    [
      "Joy like this doesn't come from us. It comes from Him.",
      "Un gozo así no viene de nosotros. Viene de Él.",
    ],
  ],
  tension: [
    ["Here goes. God, be with me.", "Allá voy. Dios, acompáñame."],
    ["Whatever happens next, I'm trusting God.", "Pase lo que pase, confío en Dios."],
    ["I can't see how this ends. But God can.", "No puedo ver cómo termina esto. Pero Dios sí."],
    ["Every step of this has been leading to right now.", "Cada paso me ha traído hasta este momento."],
    [
      "Faith is easy to talk about. Now I have to live it.",
      "Es fácil hablar de fe. Ahora tengo que vivirla.",
    ],
  ],
  sad: [
    ["This hurts, God.", "Esto duele, Dios."],
    [
      "I don't understand, but I know You are still good.",
      "No lo entiendo, pero sé que sigues siendo bueno.",
    ],
    ["God, I'm going to hold on to You, even now.", "Dios, voy a aferrarme a ti, aun ahora."],
    [
      "Sometimes the story doesn't make sense until the end.",
      "A veces la historia no tiene sentido hasta el final.",
    ],
    [
      "Grief and trust can sit in the same heart.",
      "El dolor y la confianza pueden vivir en el mismo corazón.",
    ],
  ],
  calm: [
    ["God, what are You doing here?", "Dios, ¿qué estás haciendo aquí?"],
    [
      "I have a feeling this day will change everything.",
      "Tengo el presentimiento de que este día lo cambiará todo.",
    ],
    ["Lord, help me listen.", "Señor, ayúdame a escuchar."],
    ["I'll do my part and let God do His.", "Yo haré mi parte y dejaré que Dios haga la suya."],
    ["Ordinary days are where God often starts.", "Dios suele empezar en los días comunes."],
  ],
};

/** Narrator openings: {ref} is the passage, {title} the story. */
export const NARRATOR_OPENINGS: readonly L[] = [
  [
    "Welcome, everyone! Today's story comes straight from the Bible, from {ref}.",
    "¡Bienvenidos todos! La historia de hoy viene directamente de la Biblia, de {ref}.",
  ],
  [
    "Get comfortable and listen closely. This true story is found in {ref}.",
    "Pónganse cómodos y escuchen con atención. Esta historia verdadera está en {ref}.",
  ],
  [
    "Long before phones and cars, God was already at work. Our story is in {ref}.",
    "Mucho antes de los teléfonos y los coches, Dios ya estaba obrando. Nuestra historia está en {ref}.",
  ],
  [
    "Have you ever wondered what God can do? Let's find out in {ref}.",
    "¿Alguna vez se han preguntado qué puede hacer Dios? Descubrámoslo en {ref}.",
  ],
  [
    "Open your ears and your hearts. Today we visit {ref}.",
    "Abran los oídos y el corazón. Hoy visitamos {ref}.",
  ],
];

export const NARRATOR_OPENINGS_ORIGINAL: readonly L[] = [
  [
    "This story didn't happen long ago. It could happen in your town this week.",
    "Esta historia no pasó hace mucho tiempo. Podría pasar en tu ciudad esta semana.",
  ],
  [
    "Jesus often taught with stories. Here is a story for today.",
    "Jesús enseñaba muchas veces con historias. Aquí hay una historia para hoy.",
  ],
  [
    "Listen closely. You might recognise someone in this story. You might even recognise yourself.",
    "Escuchen con atención. Tal vez reconozcan a alguien en esta historia. Tal vez hasta se reconozcan a sí mismos.",
  ],
];

/** Narrator closings: {lesson} is the story's lesson. */
export const NARRATOR_CLOSINGS: readonly L[] = [
  ["And that's the story. Remember: {lesson}", "Y esa es la historia. Recuerden: {lesson}"],
  ["So what do we learn today? {lesson}", "¿Qué aprendemos hoy? {lesson}"],
  [
    "The story ends here, but God's story keeps going, right here with us. {lesson}",
    "La historia termina aquí, pero la historia de Dios sigue, aquí mismo con nosotros. {lesson}",
  ],
  ["Don't forget what you saw today. {lesson}", "No olviden lo que vieron hoy. {lesson}"],
];

export const WITNESS_OPENINGS: readonly L[] = [
  [
    "(to the audience) I was there. I saw it all with my own eyes. Let me tell you what happened.",
    "(al público) Yo estaba allí. Lo vi todo con mis propios ojos. Déjenme contarles lo que pasó.",
  ],
  [
    "(to the audience) You won't believe what I saw. But every word of it is true.",
    "(al público) No van a creer lo que vi. Pero cada palabra es verdad.",
  ],
];

/** How a storyteller reports another character's words: {name} said, “{text}”. */
export const QUOTE_VERBS: readonly L[] = [
  ["said", "dijo"],
  ["answered", "respondió"],
  ["called out", "exclamó"],
  ["declared", "declaró"],
];

/** Audience participation. {refrain} is the story's chant; {cue} the story's big-moment action. */
export const AUDIENCE = {
  teach: [
    [
      "Before we begin, I need your help! Every time I raise my hand, shout: “{refrain}” Let's practise!",
      "Antes de empezar, ¡necesito su ayuda! Cada vez que levante la mano, griten: “{refrain}” ¡Practiquemos!",
    ],
    [
      "You are part of this story too! When I point to you, say: “{refrain}” Ready? Let's try it!",
      "¡Ustedes también son parte de esta historia! Cuando los señale, digan: “{refrain}” ¿Listos? ¡Probemos!",
    ],
  ],
  callResponse: [
    [
      "When I say “God is good,” you say “All the time!” God is good!",
      "Cuando yo diga “Dios es bueno”, ustedes dicen “¡Todo el tiempo!” ¡Dios es bueno!",
    ],
    [
      "When I say “Amen,” you say “Amen!” back. Amen!",
      "Cuando yo diga “Amén”, ustedes responden “¡Amén!” ¡Amén!",
    ],
  ],
  callResponseAnswer: [
    ["shout “All the time!”", "griten “¡Todo el tiempo!”"],
    ["shout “Amen!”", "griten “¡Amén!”"],
  ],
  repeatRefrain: ["shout “{refrain}”", "griten “{refrain}”"],
  moodCue: {
    wonder: ["say “Wow!”", "digan “¡Guau!”"],
    fear: ["gasp “Oh, no!”", "exclamen “¡Ay, no!”"],
    joy: ["cheer and clap", "aplaudan y vitoreen"],
    tension: ["drum on your knees, faster and faster", "tamborileen sobre las rodillas, cada vez más rápido"],
    sad: ["sigh “Awww.”", "suspiren “Ayyy.”"],
    calm: ["whisper “Shhh.”", "susurren “Shhh.”"],
  } satisfies Record<Mood, L>,
  thanks: [
    [
      "(to the audience) You were a great crowd. Give yourselves a round of applause!",
      "(al público) ¡Fueron un gran público! ¡Un aplauso para ustedes!",
    ],
    [
      "(to the audience) Thank you for helping us tell the story!",
      "(al público) ¡Gracias por ayudarnos a contar la historia!",
    ],
  ],
} as const;

/** Comedy: gags for any speaking character. {who} is replaced by the character's name in directions. */
export const COMEDY_LINES: readonly L[] = [
  ["Did I miss anything? I went to get a snack.", "¿Me perdí algo? Fui a buscar algo de comer."],
  ["I knew that. I totally knew that.", "Ya lo sabía. Claro que lo sabía."],
  [
    "Can somebody write this down? Nobody is going to believe me.",
    "¿Alguien puede anotar esto? Nadie me lo va a creer.",
  ],
  ["Quick, everybody act natural!", "¡Rápido, todos actúen normal!"],
  ["This is going straight into my diary.", "Esto va directo a mi diario."],
  ["Wait, wait, wait. Say that again, slower.", "Espera, espera, espera. Repítelo más despacio."],
  [
    "(to the audience) Is it always this exciting around here?",
    "(al público) ¿Siempre es así de emocionante por aquí?",
  ],
  ["I'm not scared. My knees are just dancing.", "No tengo miedo. Mis rodillas están bailando, nada más."],
  ["Next time, I'm staying home.", "La próxima vez me quedo en casa."],
  ["Does anyone else need a nap after all this?", "¿Alguien más necesita una siesta después de todo esto?"],
  [
    "I would like to file a complaint. With whom do I file a complaint?",
    "Quisiera presentar una queja. ¿Con quién presento una queja?",
  ],
  ["Plot twist!", "¡Giro inesperado!"],
];

export const COMEDY_DIRECTIONS: readonly L[] = [
  [
    "{who} trips over nothing, looks around, and bows as if it were on purpose.",
    "{who} tropieza con nada, mira alrededor y hace una reverencia como si fuera a propósito.",
  ],
  [
    "A long, awkward pause. {who} slowly turns to look at the audience.",
    "Una pausa larga e incómoda. {who} se gira despacio para mirar al público.",
  ],
  [
    "{who} faints dramatically, then peeks with one eye to see if anyone noticed.",
    "{who} se desmaya de forma exagerada y luego abre un ojo para ver si alguien lo notó.",
  ],
  [
    "{who} tiptoes across the stage in exaggerated slow motion.",
    "{who} cruza el escenario de puntillas en cámara lenta exagerada.",
  ],
  [
    "{who} takes out an imaginary notebook and scribbles furiously.",
    "{who} saca una libreta imaginaria y escribe como loco.",
  ],
];

/** Songs to public-domain tunes. {refrain} is the story's chant, {hero} its main character. One line per lyric line. */
export const SONGS: readonly { tune: L; lines: L[] }[] = [
  {
    tune: ["to the tune of “Frère Jacques”", "con la melodía de “Fray Santiago”"],
    lines: [
      ["{refrain}", "{refrain}"],
      ["{refrain}", "{refrain}"],
      ["Yes, it's true!", "¡Es verdad!"],
      ["Yes, it's true!", "¡Es verdad!"],
      ["{hero} learned that lesson,", "{hero} lo aprendió,"],
      ["{hero} learned that lesson,", "{hero} lo aprendió,"],
      ["We can too!", "¡y tú también!"],
      ["We can too!", "¡y tú también!"],
    ],
  },
  {
    tune: ["to the tune of “Twinkle, Twinkle, Little Star”", "con la melodía de “Estrellita, ¿dónde estás?”"],
    lines: [
      ["God is faithful, God is true,", "Dios es fiel y es verdad,"],
      ["He was there for {hero} too.", "con {hero} siempre está."],
      ["When I'm scared or feeling small,", "Si soy chico o tengo temor,"],
      ["God is greater than it all.", "más grande es mi Señor."],
      ["God is faithful, God is true,", "Dios es fiel y es verdad,"],
      ["He will always care for you.", "nunca, nunca te dejará."],
    ],
  },
  {
    tune: ["to the tune of “Row, Row, Row Your Boat”", "con la melodía de “Rema, rema, rema”"],
    lines: [
      ["Trust, trust, trust the Lord,", "Confía, confía en Dios,"],
      ["Every single day.", "cada día más."],
      ["{hero} trusted, so can we,", "{hero} confió, y tú también,"],
      ["He will lead the way!", "¡Él te guiará!"],
    ],
  },
  {
    tune: ["to the tune of “The Farmer in the Dell”", "con la melodía de “Arroz con leche”"],
    lines: [
      ["{refrain}", "{refrain}"],
      ["{refrain}", "{refrain}"],
      ["Hi-ho, the Lord is good,", "Dios es tan bueno,"],
      ["{refrain}", "{refrain}"],
    ],
  },
  {
    tune: ["to the tune of “London Bridge Is Falling Down”", "con la melodía de “Los pollitos dicen”"],
    lines: [
      ["God is with us all the time,", "Dios está siempre aquí,"],
      ["All the time, all the time,", "siempre aquí, siempre aquí,"],
      ["God is with us all the time,", "Dios está siempre aquí,"],
      ["Just like {hero}!", "¡como con {hero}!"],
    ],
  },
];

export const PUPPET = {
  opening: [
    "The puppet stage is set. Puppeteers hide below the curtain; each puppet pops up when it speaks.",
    "El teatrino está listo. Los titiriteros se esconden detrás de la cortina; cada títere aparece cuando habla.",
  ],
  enter: [
    [
      "The {who} puppet pops up from behind the puppet stage.",
      "El títere de {who} aparece detrás del teatrino.",
    ],
    ["The {who} puppet bounces up into view.", "El títere de {who} sube dando saltitos."],
    [
      "The {who} puppet peeks over the edge, then pops all the way up.",
      "El títere de {who} se asoma por el borde y luego aparece del todo.",
    ],
  ],
  react: [
    ["The {who} puppet shakes all over.", "El títere de {who} tiembla de pies a cabeza."],
    ["The {who} puppet spins around in a happy circle.", "El títere de {who} da una vuelta de alegría."],
    [
      "The {who} puppet turns to face the audience and nods.",
      "El títere de {who} se vuelve hacia el público y asiente.",
    ],
  ],
  exit: [
    ["The puppets duck down out of sight.", "Los títeres se agachan y desaparecen."],
    [
      "The puppets wave goodbye and drop below the stage.",
      "Los títeres dicen adiós con la mano y bajan detrás del teatrino.",
    ],
  ],
} as const;

export const PANTOMIME = {
  opening: [
    "This skit is performed in mime: actors tell the story with big, clear gestures and facial expressions. Spoken words are kept to a minimum.",
    "Esta obra se representa en pantomima: los actores cuentan la historia con gestos grandes y claros y con expresiones faciales. Las palabras habladas son mínimas.",
  ],
  sign: [
    "{who} holds up a hand-lettered sign that reads: “{text}”",
    "{who} levanta un cartel escrito a mano que dice: “{text}”",
  ],
  mime: [
    [
      "{who} acts it out with big gestures, as if saying: “{text}”",
      "{who} lo representa con grandes gestos, como diciendo: “{text}”",
    ],
    ["{who} mimes the words without a sound: “{text}”", "{who} dice con mímica, sin sonido: “{text}”"],
  ],
  freeze: [
    "Everyone freezes in place like a photograph, then slowly comes back to life.",
    "Todos se congelan como en una fotografía y luego vuelven poco a poco a moverse.",
  ],
} as const;

export const MIME_ON_STAGE: readonly L[] = [
  [
    "{who} reacts without a word, as if to say: “{text}”",
    "{who} reacciona sin decir palabra, como diciendo: “{text}”",
  ],
  [
    "{who} answers with a gesture that clearly means: “{text}”",
    "{who} responde con un gesto que claramente significa: “{text}”",
  ],
];

/** Blocking for advanced casts. */
export const BLOCKING: readonly L[] = [
  [
    "{who} crosses slowly downstage and looks out over the audience.",
    "{who} cruza despacio hacia el proscenio y mira hacia el público.",
  ],
  [
    "{who} moves upstage, turning away for a moment.",
    "{who} se mueve hacia el fondo y se da la vuelta por un momento.",
  ],
  [
    "{who} steps between the others, center stage.",
    "{who} se coloca entre los demás, en el centro del escenario.",
  ],
  [
    "{who} circles the group, watching everyone carefully.",
    "{who} rodea al grupo, observando a todos con atención.",
  ],
  ["{who} sits on the edge of the stage, thinking.", "{who} se sienta en el borde del escenario, pensativo."],
];

export const SILENT_PRESENCE: readonly L[] = [
  ["{who} stands at the side, watching everything.", "{who} está a un lado, observándolo todo."],
  ["{who} moves quietly through the scene.", "{who} se mueve en silencio por la escena."],
  ["{who} reacts with wide eyes.", "{who} reacciona con los ojos muy abiertos."],
  ["{who} takes a place at the back of the scene.", "{who} ocupa su lugar al fondo de la escena."],
  ["{who} kneels and watches in silence.", "{who} se arrodilla y observa en silencio."],
];

/**
 * Directions that weave a prop into a scene. {prop} is the prop as the form gave it (English:
 * with an article added when it has none; Spanish: after a colon, so no article is needed).
 */
export const PROP_DIRECTIONS: readonly L[] = [
  [
    "{Prop} waits in plain view at the side of the stage.",
    "A un lado del escenario, a la vista, está la utilería: {prop}.",
  ],
  [
    "{who} brings in {prop} and sets it down carefully.",
    "{who} entra trayendo con cuidado la utilería: {prop}.",
  ],
  [
    "{who} picks up {prop} and looks at it thoughtfully.",
    "{who} toma en sus manos la utilería, {prop}, y la observa, pensativo.",
  ],
  ["{who} holds up {prop} so everyone can see it.", "{who} muestra a todos la utilería: {prop}."],
];

export const SCENE_OPENINGS: readonly L[] = [
  ["Lights come up.", "Se encienden las luces."],
  ["The lights rise slowly.", "Las luces suben poco a poco."],
  [
    "Soft music plays, then fades as the lights come up.",
    "Suena una música suave que se desvanece mientras se encienden las luces.",
  ],
];

export const SETTING_OPENINGS: Record<string, L> = {
  "sunday-school": [
    "The front of the classroom is the stage. Chairs pushed to the sides make room to move; the class sits on the floor close by.",
    "El frente del aula es el escenario. Las sillas se corren a los lados para dejar espacio; la clase se sienta en el suelo cerca.",
  ],
  "church-service": [
    "The platform at the front of the church is the stage. Actors may enter down the center aisle so the whole congregation can see.",
    "La plataforma al frente de la iglesia es el escenario. Los actores pueden entrar por el pasillo central para que toda la congregación vea.",
  ],
  "youth-group": [
    "The youth room is set up casually: a cleared space in front, the group sitting in a half circle.",
    "El salón de jóvenes está preparado de manera informal: un espacio libre al frente y el grupo sentado en semicírculo.",
  ],
  "special-event": [
    "The stage is decorated for the occasion. A spotlight, if you have one, finds each speaker.",
    "El escenario está decorado para la ocasión. Si hay un foco, ilumina a cada persona que habla.",
  ],
  "mission-trip": [
    "Any open space will do: a courtyard, a field or a church porch. The audience gathers in a circle around the actors.",
    "Cualquier espacio abierto sirve: un patio, un campo o la entrada de una iglesia. El público se reúne en círculo alrededor de los actores.",
  ],
};

export const SETTING_NOTES: Record<string, L> = {
  "sunday-school": [
    "Classroom: keep the acting space close to the children and invite them to join the crowd scenes.",
    "Aula: mantengan el espacio de actuación cerca de los niños e invítenlos a unirse a las escenas de multitud.",
  ],
  "church-service": [
    "Church service: use microphones or have actors face the congregation and speak slowly; rehearse entrances down the aisle.",
    "Culto: usen micrófonos o que los actores miren a la congregación y hablen despacio; ensayen las entradas por el pasillo.",
  ],
  "youth-group": [
    "Youth group: it is fine to keep scripts in hand; lean into the humour and leave time for the discussion questions.",
    "Reunión de jóvenes: se puede actuar con el guion en la mano; aprovechen el humor y dejen tiempo para las preguntas.",
  ],
  "special-event": [
    "Special event: plan costumes and simple lighting; a run-through on the actual stage makes a big difference.",
    "Evento especial: planifiquen vestuario e iluminación sencilla; un ensayo en el escenario real marca una gran diferencia.",
  ],
  "mission-trip": [
    "Mission trip: everything here can be carried in one bag; big gestures carry the story even where the language is new to the audience.",
    "Viaje misionero: todo lo necesario cabe en una bolsa; los gestos grandes cuentan la historia aunque el público no conozca bien el idioma.",
  ],
};

export const STYLE_NOTES: Record<string, L> = {
  "serious-drama": [
    "Drama: take your time. Pauses are your friend; let the big moments land before the next line.",
    "Drama: tómense su tiempo. Las pausas son sus aliadas; dejen que los grandes momentos respiren antes de la siguiente línea.",
  ],
  comedy: [
    "Comedy: play it big and keep the pace brisk, but let the serious moment in the story stay serious.",
    "Comedia: actúen con exageración y mantengan buen ritmo, pero dejen que el momento serio de la historia siga siendo serio.",
  ],
  musical: [
    "Musical: the songs use well-known public-domain tunes; a piano, guitar or simply clapping is enough. Put the lyrics on a screen so everyone can sing.",
    "Musical: las canciones usan melodías tradicionales de dominio público; basta un piano, una guitarra o palmas. Proyecten la letra para que todos canten.",
  ],
  pantomime: [
    "Pantomime: the mime directions are the heart of this script. Rehearse them like lines, with big, slow, clear movements.",
    "Pantomima: las indicaciones de mímica son el corazón de este guion. Ensáyenlas como si fueran líneas, con movimientos grandes, lentos y claros.",
  ],
  puppet: [
    "Puppets: keep puppets' mouths moving only while they speak, and keep them at the same height above the stage edge.",
    "Títeres: muevan la boca del títere solo mientras habla y manténganlo a la misma altura sobre el borde del teatrino.",
  ],
};

export const AGE_NOTES: Record<string, L> = {
  little: [
    "Young children: an adult or older child can whisper lines for the little ones to repeat. Repetition is part of the fun.",
    "Niños pequeños: un adulto o un niño mayor puede susurrar las líneas para que los pequeños las repitan. La repetición es parte de la diversión.",
  ],
  kids: [
    "Children: give every actor a highlighted copy of the script and rehearse the entrances and exits first.",
    "Niños: denle a cada actor una copia del guion con sus líneas resaltadas y ensayen primero las entradas y salidas.",
  ],
  teen: [
    "Teens: invite the cast to add their own gestures and reactions once they know the lines.",
    "Adolescentes: inviten al elenco a añadir sus propios gestos y reacciones cuando ya sepan las líneas.",
  ],
  adult: [
    "Adults: slow, honest delivery serves this script best; let the silence after the key line do its work.",
    "Adultos: una interpretación lenta y sincera es lo que mejor funciona; dejen que el silencio después de la línea clave haga su trabajo.",
  ],
};

export const NOTE_LINES = {
  casting: [
    "Cast: {speaking} speaking, {silent} non-speaking. Any role can be played by a boy or a girl, and actors can double up small parts.",
    "Reparto: {speaking} con diálogo, {silent} sin diálogo. Cualquier papel puede hacerlo un niño o una niña, y un actor puede hacer más de un papel pequeño.",
  ],
  castingNoSilent: [
    "Cast: {speaking} speaking. Any role can be played by a boy or a girl, and actors can double up small parts.",
    "Reparto: {speaking} con diálogo. Cualquier papel puede hacerlo un niño o una niña, y un actor puede hacer más de un papel pequeño.",
  ],
  props: ["Props: {props}.", "Utilería: {props}."],
  request: [
    "Special request from the organiser: “{text}” The offline writer has not rewritten the story to order; directors can adapt the script to this request in rehearsal.",
    "Petición especial del organizador: “{text}” El escritor sin conexión no ha reescrito la historia a medida; el director puede adaptar el guion a esta petición en los ensayos.",
  ],
  translate: [
    "Language: this script was requested in {language}. The built-in offline writer writes only English and Spanish, so it is written in English; please translate it before rehearsal.",
    "Idioma: este guion se pidió en {language}. El escritor integrado sin conexión solo escribe en inglés y en español; tradúzcanlo antes del ensayo.",
  ],
  original: [
    "This is an original modern parable on the topic “{topic}”, written because no Bible story in the library matched it. Read {ref} with the group before or after the skit.",
    "Esta es una parábola moderna original sobre el tema “{topic}”, escrita porque ninguna historia bíblica de la biblioteca coincidía. Lean {ref} con el grupo antes o después de la obra.",
  ],
  scripture: [
    "Read {ref} aloud before the performance so the audience knows the story.",
    "Lean {ref} en voz alta antes de la representación para que el público conozca la historia.",
  ],
  verseVersion: [
    "The memory verse is quoted from the King James Version (public domain).",
    "El versículo para memorizar se cita de la Reina-Valera 1909 (dominio público).",
  ],
} as const satisfies Record<string, L>;

export const LANGUAGE_NAMES: Record<string, string> = {
  french: "French",
  german: "German",
  portuguese: "Portuguese",
  other: "another language",
};

/** Generic discussion questions by audience: {hero}, {theme}, {title}. */
export const QUESTIONS = {
  little: [
    ["Who was in our story today?", "¿Quién estaba en nuestra historia de hoy?"],
    ["How did God help {hero}?", "¿Cómo ayudó Dios a {hero}?"],
    [
      "Can you show me a happy face like the end of the story?",
      "¿Me muestras una cara feliz como al final de la historia?",
    ],
  ],
  kids: [
    ["What was your favourite part of the skit? Why?", "¿Cuál fue tu parte favorita de la obra? ¿Por qué?"],
    [
      "How do you think {hero} felt at the hardest moment?",
      "¿Cómo crees que se sintió {hero} en el momento más difícil?",
    ],
    ["Where could you show {theme} this week?", "¿Dónde podrías mostrar {theme} esta semana?"],
    ["Who could you tell this story to?", "¿A quién le podrías contar esta historia?"],
  ],
  teen: [
    ["Which character do you relate to most, and why?", "¿Con qué personaje te identificas más y por qué?"],
    [
      "What would it look like to live out {theme} at school or online this week?",
      "¿Cómo sería vivir {theme} en la escuela o en internet esta semana?",
    ],
    ["What does this story show us about who God is?", "¿Qué nos muestra esta historia sobre quién es Dios?"],
    [
      "What makes {theme} hard for people our age?",
      "¿Qué hace difícil {theme} para la gente de nuestra edad?",
    ],
  ],
  adult: [
    [
      "What does this passage reveal about God's character?",
      "¿Qué revela este pasaje sobre el carácter de Dios?",
    ],
    ["Where did you see yourself in the story?", "¿En qué parte de la historia te viste a ti mismo?"],
    [
      "What would change this week if you took {theme} seriously?",
      "¿Qué cambiaría esta semana si tomaras en serio {theme}?",
    ],
    [
      "What is one step you could take, and who could walk it with you?",
      "¿Qué paso podrías dar, y quién podría acompañarte?",
    ],
  ],
} as const satisfies Record<string, readonly L[]>;

/** The "today" scene: the cast steps out of the story. {example}, {lesson}, {hero}, {theme}. */
export const TODAY = {
  place: ["Today", "Hoy"],
  placeOriginal: ["Later That Week", "Más tarde esa semana"],
  step: [
    "The actors step out of the story and face the audience.",
    "Los actores salen de la historia y miran al público.",
  ],
  lines: [
    [
      "(to the audience) This story happened a long time ago. But God hasn't changed one bit.",
      "(al público) Esta historia pasó hace mucho tiempo. Pero Dios no ha cambiado nada.",
    ],
    ["Maybe for you, it looks like {example}.", "Tal vez para ti se parece a {example}."],
    ["Or {example}.", "O a {example}."],
    ["When that happens, remember {hero}.", "Cuando eso pase, acuérdate de {hero}."],
    ["{lesson}", "{lesson}"],
    ["And remember our memory verse.", "Y acuérdate de nuestro versículo para memorizar."],
  ],
  grown: [
    [
      "It's easy to hear this story and think it's about someone else.",
      "Es fácil escuchar esta historia y pensar que trata de otra persona.",
    ],
    ["But it reaches us right where we live: {example}.", "Pero nos alcanza justo donde vivimos: {example}."],
    ["Or {example}.", "O {example}."],
    [
      "The question isn't whether God was faithful to {hero}. It's whether we'll trust Him the same way.",
      "La pregunta no es si Dios fue fiel a {hero}. Es si nosotros confiaremos en Él de la misma manera.",
    ],
    ["{lesson}", "{lesson}"],
  ],
  verseIntro: ["Let's say it together: “{verse}” {ref}.", "Digámoslo juntos: “{verse}” {ref}."],
} as const;

/** "The news spreads": characters retell what happened. */
export const RETELL = {
  place: ["Later That Day", "Más tarde ese día"],
  dir: [
    "Later. People gather in small groups, talking excitedly about everything that happened.",
    "Más tarde. La gente se reúne en pequeños grupos y habla con entusiasmo de todo lo que pasó.",
  ],
  asks: [
    ["Did you hear what happened?", "¿Te enteraste de lo que pasó?"],
    ["Tell me everything, from the beginning.", "Cuéntamelo todo, desde el principio."],
    ["And then what happened?", "¿Y luego qué pasó?"],
    ["No! Really?", "¡No! ¿En serio?"],
    ["Keep going, I want to hear the rest.", "Sigue, quiero oír el resto."],
  ],
  ends: [
    ["I'll never forget it as long as I live.", "No lo olvidaré mientras viva."],
    ["We have to tell everyone.", "Tenemos que contárselo a todos."],
  ],
} as const;

/** Stage-direction transitions at the end of scenes. */
export const SCENE_ENDINGS: readonly L[] = [
  ["The lights fade.", "Las luces se apagan poco a poco."],
  ["Everyone freezes as the lights dim.", "Todos se quedan inmóviles mientras bajan las luces."],
  ["The actors exit as the lights go down.", "Los actores salen mientras bajan las luces."],
];

export const BOWS: L = [
  "The whole cast comes forward and bows.",
  "Todo el elenco pasa al frente y hace una reverencia.",
];

/** Extra parts for originals, by age register. */
export const MODERN_NAMES = {
  kids: {
    en: [
      "SAM",
      "MAYA",
      "LEO",
      "ZOE",
      "JAMAL",
      "PRIYA",
      "OWEN",
      "GRACE",
      "ELI",
      "RUBY",
      "MILES",
      "HANNA",
      "TYLER",
      "JADE",
      "OSCAR",
      "LILY",
      "NATE",
      "ELLA",
      "BEN",
      "ROSA",
    ],
    es: [
      "SOFÍA",
      "MATEO",
      "LUCÍA",
      "DIEGO",
      "VALENTINA",
      "TOMÁS",
      "CAMILA",
      "SANTIAGO",
      "ISABELA",
      "ANDRÉS",
      "MARTINA",
      "PABLO",
      "EMMA",
      "GABRIEL",
      "PAULA",
      "JOAQUÍN",
      "ELENA",
      "NICOLÁS",
      "CLARA",
      "MANUEL",
    ],
  },
  grown: {
    en: [
      "JORDAN",
      "ALEX",
      "MORGAN",
      "CHRIS",
      "DANA",
      "TAYLOR",
      "JAMIE",
      "SAM",
      "NICOLE",
      "MARCUS",
      "ERIN",
      "DEREK",
      "LAUREN",
      "TONY",
      "KATE",
      "RYAN",
      "MEGAN",
      "VICTOR",
      "ANGELA",
      "PAUL",
    ],
    es: [
      "ALEJANDRO",
      "MARIANA",
      "CARLOS",
      "GABRIELA",
      "RICARDO",
      "PATRICIA",
      "FERNANDO",
      "DANIELA",
      "JAVIER",
      "VERÓNICA",
      "SERGIO",
      "ADRIANA",
      "RAÚL",
      "CAROLINA",
      "EDUARDO",
      "LORENA",
      "ARTURO",
      "NATALIA",
      "HÉCTOR",
      "SILVIA",
    ],
  },
} as const;

/** Personal names for story-time extras (no famous Bible names, so they never collide with characters). */
export const ANCIENT_NAMES = {
  en: [
    "TOBIAS",
    "MIRIAM",
    "ASHER",
    "LEAH",
    "EZRA",
    "DINAH",
    "OREN",
    "TAMAR",
    "BOAZ",
    "ZILPAH",
    "ABNER",
    "KEZIAH",
    "HEBER",
    "ADAH",
    "LEVI",
    "SHIPHRAH",
    "JARED",
    "TIRZAH",
    "MICAH",
    "PUAH",
  ],
  es: [
    "TOBÍAS",
    "MIRIAM",
    "ASER",
    "LÍA",
    "ESDRAS",
    "DINA",
    "ORÉN",
    "TAMAR",
    "BOOZ",
    "ZILPA",
    "ABNER",
    "CESIA",
    "HEBER",
    "ADA",
    "LEVÍ",
    "SIFRA",
    "JARED",
    "TIRSA",
    "MIQUEAS",
    "FÚA",
  ],
} as const;

/** A "hot seat" interview with the main character, for longer versions. */
export const INTERVIEW = {
  place: ["An Interview with {hero}", "Entrevista con {hero}"],
  dir: [
    "{who} pulls up two chairs and invites {hero} to sit for a quick interview.",
    "{who} acomoda dos sillas e invita a {hero} a sentarse para una breve entrevista.",
  ],
  asks: [
    [
      "Thank you for joining us. How did it feel when all of this began?",
      "Gracias por acompañarnos. ¿Qué sentiste cuando empezó todo esto?",
    ],
    ["What was the hardest moment for you?", "¿Cuál fue el momento más difícil para ti?"],
    ["Were you ever afraid?", "¿Tuviste miedo en algún momento?"],
    ["And when you saw how it turned out?", "¿Y cuando viste cómo terminó todo?"],
    ["What would you tell the people here today?", "¿Qué les dirías a las personas que están aquí hoy?"],
  ],
  answers: [
    [
      "Honestly? I was nervous. But I kept remembering what I said back then: “{quote}”",
      "¿Sinceramente? Estaba nervioso. Pero no dejaba de recordar lo que dije entonces: “{quote}”",
    ],
    [
      "The waiting. Not knowing how it would end. But God was faithful every step of the way.",
      "La espera. No saber cómo iba a terminar. Pero Dios fue fiel en cada paso.",
    ],
    [
      "Of course I was. But being afraid isn't the same as giving up.",
      "Claro que sí. Pero tener miedo no es lo mismo que rendirse.",
    ],
    [
      "I'll never forget it. God did what only God can do.",
      "Nunca lo olvidaré. Dios hizo lo que solo Dios puede hacer.",
    ],
    ["{lesson}", "{lesson}"],
  ],
  thanks: ["Thank you. That's something to remember.", "Gracias. Eso es algo para recordar."],
} as const;

/** A closing prayer. {lesson} is the story's lesson. */
export const PRAYERS: readonly L[] = [
  [
    "(bowing their head) Dear God, thank You for this story. {lesson} Help us remember it this week. In Jesus' name, amen.",
    "(inclinando la cabeza) Querido Dios, gracias por esta historia. {lesson} Ayúdanos a recordarlo esta semana. En el nombre de Jesús, amén.",
  ],
  [
    "(bowing their head) Lord, You were faithful then, and You are faithful now. {lesson} Amen.",
    "(inclinando la cabeza) Señor, fuiste fiel entonces y eres fiel ahora. {lesson} Amén.",
  ],
];

/**
 * Long skits for a small cast (long-form.ts): a closer look at the key moments. {who} is a story
 * character as prose mentions them ("the younger son"), {line} their words from the story.
 */
export const CLOSER_LOOK = {
  place: ["A Closer Look", "Una mirada más de cerca"],
  dir: [
    "The lights soften. The story pauses for a moment.",
    "Las luces bajan un poco. La historia se detiene por un momento.",
  ],
  intro: [
    [
      "(to the audience) Let's take a closer look at some of the big moments in this story.",
      "(al público) Miremos más de cerca algunos de los grandes momentos de esta historia.",
    ],
    [
      "(to the audience) Let's slow down and look again at a few moments we don't want to miss.",
      "(al público) Vayamos más despacio y volvamos a mirar algunos momentos que no nos queremos perder.",
    ],
  ],
  moment: [
    ["Think about the moment when {who} said, “{line}”", "Piensen en el momento en que {who} dijo: “{line}”"],
    ["I keep thinking about when {who} said, “{line}”", "Sigo pensando en cuando {who} dijo: “{line}”"],
    [
      "Go back with me to the moment when {who} said, “{line}”",
      "Vuelvan conmigo al momento en que {who} dijo: “{line}”",
    ],
  ],
  /** The speaker is the character who said the line. */
  momentSelf: [
    ["I still remember the moment I said, “{line}”", "Todavía recuerdo el momento en que dije: “{line}”"],
    ["Think about the moment when I said, “{line}”", "Piensen en el momento en que dije: “{line}”"],
  ],
  crowd: ["someone in the crowd", "alguien entre la multitud"],
  feel: {
    calm: [
      [
        "It looked like an ordinary moment. Nobody knew how much it would matter.",
        "Parecía un momento común. Nadie sabía cuánto iba a importar.",
      ],
      [
        "Everything seemed quiet. But God was already at work.",
        "Todo parecía tranquilo. Pero Dios ya estaba obrando.",
      ],
      [
        "Sometimes the biggest stories start with a small moment like this one.",
        "A veces las historias más grandes empiezan con un momento pequeño como este.",
      ],
    ],
    wonder: [
      ["Imagine seeing that with your own eyes!", "¡Imagínense ver eso con sus propios ojos!"],
      [
        "Some moments leave you with no words at all. This was one of them.",
        "Hay momentos que te dejan sin palabras. Este fue uno de ellos.",
      ],
      ["Nobody who was there ever forgot it.", "Nadie que estuvo allí lo olvidó jamás."],
    ],
    fear: [
      [
        "Imagine how scary that was. Hearts pounding, hands shaking.",
        "Imagínense el miedo. El corazón latiendo fuerte, las manos temblando.",
      ],
      [
        "Everyone there was afraid. Maybe you have felt that kind of fear too.",
        "Todos allí tenían miedo. Tal vez ustedes también han sentido un miedo así.",
      ],
      [
        "It's okay to be scared. What matters is who you run to when you are.",
        "Está bien tener miedo. Lo que importa es a quién acudimos cuando lo tenemos.",
      ],
    ],
    joy: [
      [
        "Can you imagine the cheering? Nobody could stop smiling.",
        "¿Se imaginan los gritos de alegría? Nadie podía dejar de sonreír.",
      ],
      [
        "That's the kind of happy you remember for the rest of your life.",
        "Esa es la clase de alegría que se recuerda toda la vida.",
      ],
      [
        "If you had been there, you would have been cheering too.",
        "Si hubieran estado allí, ustedes también habrían celebrado.",
      ],
    ],
    tension: [
      [
        "Everyone held their breath. What would happen next?",
        "Todos contuvieron el aliento. ¿Qué iba a pasar ahora?",
      ],
      [
        "This was the moment when everything could have gone wrong.",
        "Este fue el momento en que todo pudo haber salido mal.",
      ],
      [
        "You could feel it in the air: something big was about to happen.",
        "Se sentía en el aire: algo grande estaba por pasar.",
      ],
    ],
    sad: [
      [
        "That was a sad moment. It's okay to feel sad when we think about it.",
        "Ese fue un momento triste. Está bien sentir tristeza al pensar en él.",
      ],
      [
        "Some parts of a story are hard to watch. This is one of them.",
        "Hay partes de una historia que cuesta mirar. Esta es una de ellas.",
      ],
      [
        "If you had been there, you might have cried too.",
        "Si hubieran estado allí, tal vez también habrían llorado.",
      ],
    ],
  } satisfies Record<Mood, readonly L[]>,
  /** Questions to the audience about the character who said the line. */
  ask: [
    ["What would you have done if you had been {who}?", "¿Qué habrían hecho ustedes en el lugar de {who}?"],
    ["How do you think {who} felt right then?", "¿Cómo creen que se sintió {who} en ese momento?"],
    ["Why do you think {who} said that?", "¿Por qué creen que {who} dijo eso?"],
    [
      "Have you ever felt the way {who} felt right then?",
      "¿Alguna vez se han sentido como se sintió {who} en ese momento?",
    ],
  ],
  askSelf: [
    ["What would you have done in my place?", "¿Qué habrían hecho ustedes en mi lugar?"],
    ["How do you think I felt right then?", "¿Cómo creen que me sentí en ese momento?"],
    ["Why do you think I said that?", "¿Por qué creen que dije eso?"],
    [
      "Have you ever felt the way I felt right then?",
      "¿Alguna vez se han sentido como me sentí yo en ese momento?",
    ],
  ],
  /** When the line is an opponent's, God's or the crowd's. */
  askAny: [
    [
      "What would you have done if you had been there?",
      "¿Qué habrían hecho ustedes si hubieran estado allí?",
    ],
    ["If you had been there, what would you have said?", "Si hubieran estado allí, ¿qué habrían dicho?"],
    ["Where do you see God at work in that moment?", "¿Dónde ven a Dios obrando en ese momento?"],
  ],
  pause: [
    ["A moment of quiet, to let everyone think.", "Un momento de silencio para que todos piensen."],
    ["A pause. Let the question sink in.", "Una pausa. Dejen que la pregunta haga pensar."],
    ["{who} waits a moment before going on.", "{who} espera un momento antes de seguir."],
  ],
  /** What the moment shows about God. */
  insight: {
    calm: [
      [
        "God often starts His biggest work on an ordinary day.",
        "Dios suele empezar sus obras más grandes en un día común.",
      ],
      ["God was there, even before anyone noticed.", "Dios estaba allí, aun antes de que alguien lo notara."],
    ],
    wonder: [
      [
        "God does what nobody else can do. That's what He is like.",
        "Dios hace lo que nadie más puede hacer. Así es Él.",
      ],
      [
        "When God is at work, even the impossible becomes possible.",
        "Cuando Dios obra, hasta lo imposible se hace posible.",
      ],
    ],
    fear: [
      [
        "Being afraid isn't the same as being alone. God was right there.",
        "Tener miedo no es lo mismo que estar solo. Dios estaba ahí mismo.",
      ],
      [
        "God comes close to us, even while we are scared.",
        "Dios se acerca a nosotros, aun cuando tenemos miedo.",
      ],
    ],
    joy: [
      [
        "When God does something good, it's worth celebrating out loud.",
        "Cuando Dios hace algo bueno, vale la pena celebrarlo en voz alta.",
      ],
      ["Joy like that is a gift, and it comes from God.", "Una alegría así es un regalo, y viene de Dios."],
    ],
    tension: [
      [
        "Even when we can't see how things will turn out, God can.",
        "Aunque no veamos cómo va a terminar algo, Dios sí lo ve.",
      ],
      [
        "Right in the middle of the hardest part, God was still in charge.",
        "Justo en medio de la parte más difícil, Dios seguía teniendo el control.",
      ],
    ],
    sad: [
      [
        "God sees the sad moments too, and He doesn't leave us alone in them.",
        "Dios también ve los momentos tristes, y no nos deja solos en ellos.",
      ],
      [
        "When God is in the story, the sad part is never the end.",
        "Cuando Dios está en la historia, la parte triste nunca es el final.",
      ],
    ],
  } satisfies Record<Mood, readonly L[]>,
} as const;

/** Long skits for a small cast: the audience answers the story's questions, chants and learns the verse. */
export const YOUR_TURN = {
  place: ["Your Turn", "Su turno"],
  intro: [
    "(to the audience) Now it's your turn! Let's think about the story together.",
    "(al público) ¡Ahora les toca a ustedes! Pensemos juntos en la historia.",
  ],
  /** With audience participation: an AUDIENCE cue; without, a pause. */
  answerCue: ["call out your answers", "digan sus respuestas en voz alta"],
  answerPause: [
    "A pause for answers from the audience.",
    "Una pausa para escuchar las respuestas del público.",
  ],
  affirm: [
    ["Good thinking!", "¡Bien pensado!"],
    ["Those are great answers.", "Son muy buenas respuestas."],
    ["I love that. Keep thinking about it this week.", "Me encanta. Sigan pensando en eso esta semana."],
    ["Hmm. That gives me something to think about too.", "Mmm. Eso me da algo en qué pensar a mí también."],
    [
      "Thank you for sharing. You were really listening!",
      "Gracias por compartir. ¡De verdad estaban escuchando!",
    ],
  ],
  /** {summary}: the story's summary. */
  summary: [
    "Can anybody tell the whole story in one breath? Let me try: {summary}",
    "¿Alguien puede contar toda la historia de un tirón? Déjenme intentarlo: {summary}",
  ],
  bigBreath: ["taking a huge breath", "tomando muchísimo aire"],
  phew: ["Phew! Did I leave anything out?", "¡Uf! ¿Me olvidé de algo?"],
  quizIntro: [
    "Let's play a game: Who said it? I'll read some words from the story, and you tell me who said them.",
    "Juguemos a un juego: ¿Quién lo dijo? Voy a leer algunas palabras de la historia y ustedes me dicen quién las dijo.",
  ],
  /** {line}: words from the story; {who}: who said them. */
  quiz: ["Who said it? “{line}”", "¿Quién lo dijo? “{line}”"],
  quizAnswer: ["It was {who}!", "¡Fue {who}!"],
  quizAnswerSelf: ["It was me!", "¡Fui yo!"],
  /** Acting out the story's feelings, for children; a quiet reflection for older audiences. */
  actIntro: [
    "Everybody stand up! Let's show how people felt in this story.",
    "¡Todos de pie! Vamos a mostrar cómo se sentía la gente en esta historia.",
  ],
  act: {
    calm: [
      "Shh. Show me how quiet and still you can be.",
      "Shh. Muéstrenme qué tan quietos y callados pueden estar.",
    ],
    wonder: [
      "Show me your biggest wow face! Mouths open, eyes wide!",
      "¡Muéstrenme su mejor cara de asombro! ¡Boca abierta y ojos bien grandes!",
    ],
    fear: [
      "Show me how scared everyone was. Shake like a leaf!",
      "Muéstrenme cuánto miedo tenían todos. ¡Tiemblen como una hoja!",
    ],
    joy: [
      "Now show me how happy everyone was. Jump and cheer!",
      "Ahora muéstrenme lo felices que estaban todos. ¡Salten y celebren!",
    ],
    tension: [
      "Show me how everyone held their breath. Hold it… and let it out!",
      "Muéstrenme cómo todos contenían el aliento. Aguanten… ¡y suelten!",
    ],
    sad: [
      "Show me a sad face. Now remember that God is with us, and show me a smile!",
      "Muéstrenme una cara triste. Ahora recuerden que Dios está con nosotros, ¡y muéstrenme una sonrisa!",
    ],
  } satisfies Record<Mood, L>,
  actCue: ["act it out", "actúenlo"],
  actPause: ["A pause while everyone acts it out.", "Una pausa mientras todos lo actúan."],
  actDone: ["Great acting! You can all sit down now.", "¡Muy bien actuado! Ya pueden sentarse."],
  reflectIntro: [
    "Let's take a quiet moment before we go on.",
    "Tomemos un momento de silencio antes de seguir.",
  ],
  reflect: [
    [
      "Think of a moment this week when you felt like someone in this story.",
      "Piensen en un momento de esta semana en que se sintieron como alguien de esta historia.",
    ],
    [
      "Think of someone who needs to hear what this story says.",
      "Piensen en alguien que necesite escuchar lo que dice esta historia.",
    ],
    [
      "Think of one thing you want to say to God about it.",
      "Piensen en algo que quieran decirle a Dios sobre esto.",
    ],
  ],
  reflectPause: ["A few seconds of silence.", "Unos segundos de silencio."],
  /** Turn and talk: {theme} is the story's main theme. */
  talk: [
    [
      "Turn to the person next to you and tell them your favourite part of the story.",
      "Díganle a la persona que tienen al lado cuál fue su parte favorita de la historia.",
    ],
    [
      "Now tell them how you could live out a little {theme} this week.",
      "Ahora cuéntenle cómo podrían vivir un poco de {theme} esta semana.",
    ],
  ],
  talkPause: ["A minute for everyone to talk.", "Un minuto para que todos conversen."],
  talkDone: ["I heard some great ideas out there!", "¡Escuché muy buenas ideas por ahí!"],
  song: ["Let's sing about it!", "¡Cantemos!"],
  /** The memory verse with words left out, for the audience to fill in. */
  verseGame: [
    "Let's play a game with our verse. I'll leave out some words, and you fill them in!",
    "Juguemos con nuestro versículo. Voy a dejar fuera algunas palabras, ¡y ustedes las completan!",
  ],
  leavingOut: ["leaving out some words", "dejando fuera algunas palabras"],
  leavingOutMore: ["leaving out even more", "dejando fuera todavía más"],
  verseGameDone: ["You've got it! Now it's yours to keep.", "¡Lo lograron! Ahora es suyo para siempre."],
  /** {hero}: the story's main character. */
  advice: [
    [
      "What advice would you give {hero} at the start of the story?",
      "¿Qué consejo le darían a {hero} al principio de la historia?",
    ],
    ["What do you think {hero} did the very next day?", "¿Qué creen que hizo {hero} al día siguiente?"],
  ],
  singing: ["singing", "cantando"],
  /** {who}: a story character. */
  askCharacter: [
    "If you could ask {who} one question, what would you ask?",
    "Si pudieran hacerle una pregunta a {who}, ¿qué le preguntarían?",
  ],
  refrainIntro: [
    "Do you remember our words from the story? “{refrain}” Let's say them together, quietly at first.",
    "¿Recuerdan nuestras palabras de la historia? “{refrain}” Digámoslas juntos, primero en voz baja.",
  ],
  whisper: ["whispering", "susurrando"],
  louder: ["a little louder", "un poco más fuerte"],
  shout: ["shouting", "gritando"],
  refrainCue: ["join in, louder each time", "únanse, cada vez más fuerte"],
  /** {theme}: the story's main theme ("courage"). */
  refrainWhy: [
    "Why do we say it? Because this story is about {theme}.",
    "¿Por qué lo decimos? Porque esta historia habla de {theme}.",
  ],
  verseIntro: [
    "Now let's learn our memory verse, {ref}. Say each part after me.",
    "Ahora aprendamos nuestro versículo para memorizar, {ref}. Repitan cada parte después de mí.",
  ],
  echo: ["echoing", "repitiendo"],
  verseCue: ["repeat it", "repítanlo"],
  versePause: ["A pause, so everyone can repeat it.", "Una pausa para que todos lo repitan."],
  verseDone: [
    "Well done! You just learned a verse from the Bible.",
    "¡Muy bien! Acaban de aprender un versículo de la Biblia.",
  ],
} as const;

/** Long skits for a small cast: the story's themes applied to this week. {theme}, {lesson}, {example}. */
export const OUR_STORY_TODAY = {
  about: [
    ["Let's talk about {theme}. {lesson}", "Hablemos de {theme}. {lesson}"],
    [
      "This story has something to say about {theme}, too. {lesson}",
      "Esta historia también nos enseña algo sobre {theme}. {lesson}",
    ],
  ],
  where: [
    "Where could you live out a little {theme} this week?",
    "¿Dónde podrías vivir un poco de {theme} esta semana?",
  ],
  example: ["Maybe it's {example}.", "Tal vez sea {example}."],
  orExample: ["Or maybe it's {example}.", "O tal vez sea {example}."],
  verse: ["The Bible says it like this: “{verse}” {ref}.", "La Biblia lo dice así: “{verse}” {ref}."],
  /** Examples for the other generation in the room: {example}. */
  forGrownUps: [
    "And grown-ups, this is for you too. Maybe it's {example}.",
    "Y ustedes, los adultos, también: tal vez sea {example}.",
  ],
  forChildren: [
    "And if you have children at home, for them it might be {example}.",
    "Y si tienen niños en casa, para ellos tal vez sea {example}.",
  ],
  challenge: [
    "So here's a challenge for this week: watch for one of those moments, and when it comes, ask God to help you.",
    "Así que aquí va un desafío para esta semana: estén atentos a uno de esos momentos y, cuando llegue, pídanle ayuda a Dios.",
  ],
} as const;

/** Long skits for a small cast: the closing prayer is prayed in turns (around a PRAYERS entry). {hero}. */
export const PRAYING_TOGETHER = {
  intro: ["Let's pray together.", "Oremos juntos."],
  dir: ["Everyone bows their head.", "Todos inclinan la cabeza."],
  withHero: [
    "Thank You for being with us, just like You were with {hero}.",
    "Gracias por estar con nosotros, así como estuviste con {hero}.",
  ],
  liveItKids: [
    "And help us live it out at home, at school and everywhere we go.",
    "Y ayúdanos a vivirlo en casa, en la escuela y en todas partes.",
  ],
  liveItGrown: [
    "And help us live it out at home, at work and everywhere we go.",
    "Y ayúdanos a vivirlo en casa, en el trabajo y en todas partes.",
  ],
  amenCue: ["say “Amen!”", "digan “¡Amén!”"],
  /** Prayer in the audience's own words, before the closing prayer. */
  ownWords: [
    "Before we close, let's pray in our own words. I'll start a sentence, and you finish it, out loud or in your heart.",
    "Antes de terminar, oremos con nuestras propias palabras. Yo empiezo una frase y ustedes la terminan, en voz alta o en su corazón.",
  ],
  prompts: [
    ["Thank You, God, for…", "Gracias, Dios, por…"],
    ["God, please help me to…", "Dios, por favor, ayúdame a…"],
    ["God, please be with…", "Dios, por favor, acompaña a…"],
  ],
  promptPause: ["A short pause.", "Una breve pausa."],
  /** The blessing of Numbers 6:24-26 (KJV; RV1909), to send the audience home. */
  blessing: [
    "(raising their hands toward the audience) Before you go, here is a blessing from the Bible: “The LORD bless thee, and keep thee: The LORD make his face shine upon thee, and be gracious unto thee: The LORD lift up his countenance upon thee, and give thee peace.” Numbers 6:24-26.",
    "(alzando las manos hacia el público) Antes de que se vayan, aquí tienen una bendición de la Biblia: “Jehová te bendiga, y te guarde: Haga resplandecer Jehová su rostro sobre ti, y haya de ti misericordia: Jehová alce á ti su rostro, y ponga en ti paz.” Números 6:24-26.",
  ],
} as const;

/** Only when everything else is not enough: one recap pass over the story. */
export const RECAP = {
  place: ["Remembering", "Recordando"],
  intros: [
    ["Let's go back to the moment when it all began.", "Volvamos al momento en que todo comenzó."],
    ["Think back with me.", "Recordemos juntos."],
    ["Do you remember this part?", "¿Se acuerdan de esta parte?"],
    ["I can still see it.", "Todavía puedo verlo."],
    ["Here is the part I will never forget.", "Esta es la parte que nunca olvidaré."],
  ],
} as const satisfies Record<string, L | readonly L[]>;

/** Long skits for a small cast: other Bible stories on the same themes. {title}, {ref}, {summary}, {theme}. */
export const MORE_STORIES = {
  place: ["More from the Bible", "Más de la Biblia"],
  intro: [
    "(to the audience) This story reminds me of other stories in the Bible.",
    "(al público) Esta historia me recuerda otras historias de la Biblia.",
  ],
  story: [
    "Do you know the story of {title}? You can find it in {ref}. {summary}",
    "¿Conocen la historia de {title}? Está en {ref}. {summary}",
  ],
  theme: ["That story is about {theme} too.", "Esa historia también habla de {theme}."],
} as const satisfies Record<string, L>;
