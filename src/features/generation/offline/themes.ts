/**
 * Themes: the words that point to them, a memory verse for each (KJV / Reina-Valera 1909),
 * a take-home lesson and where the theme shows up in life today. Used for story matching,
 * the "today" application scene and original parable skits.
 */
import type { Theme, ThemeKey } from "./types.ts";

export const THEMES: readonly Theme[] = [
  {
    key: "courage",
    name: ["courage", "valentía"],
    words: ["courage", "courageous", "brave", "bravery", "bold", "boldness", "valiente", "valentia", "coraje", "valor", "animo"],
    verse: {
      en: "Have not I commanded thee? Be strong and of a good courage; be not afraid, neither be thou dismayed: for the LORD thy God is with thee whithersoever thou goest.",
      es: "Mira que te mando que te esfuerces y seas valiente: no temas ni desmayes, porque Jehová tu Dios será contigo en donde quiera que fueres.",
      ref: "Joshua 1:9",
      refEs: "Josué 1:9",
    },
    lesson: ["God is with us, so we can be brave.", "Dios está con nosotros; por eso podemos ser valientes."],
    todayKids: [
      ["the first day at a new school", "el primer día en una escuela nueva"],
      ["standing up for a kid who is being teased", "defender a un niño del que se están burlando"],
      ["a scary storm at night", "una tormenta que da miedo por la noche"],
      ["telling the truth when you might get in trouble", "decir la verdad aunque te puedan regañar"],
    ],
    todayGrown: [
      ["a hard conversation you keep putting off", "una conversación difícil que sigues posponiendo"],
      ["a diagnosis, a job loss, or a bill you cannot pay", "un diagnóstico, la pérdida de un trabajo o una cuenta que no puedes pagar"],
      ["speaking up when everyone else stays quiet", "hablar cuando todos los demás callan"],
      ["saying yes to something God is calling you to", "decirle que sí a algo a lo que Dios te está llamando"],
    ],
  },
  {
    key: "peace",
    name: ["peace", "paz"],
    words: ["peace", "worry", "worried", "anxiety", "anxious", "afraid", "fear", "fears", "scared", "storm", "stress", "paz", "miedo", "temor", "ansiedad", "preocupacion", "tormenta", "estres"],
    verse: {
      en: "What time I am afraid, I will trust in thee.",
      es: "En el día que temo, yo en ti confío.",
      ref: "Psalm 56:3",
      refEs: "Salmos 56:3",
    },
    lesson: ["When we are afraid, we can trust God and give Him our worries.", "Cuando tenemos miedo, podemos confiar en Dios y darle nuestras preocupaciones."],
    todayKids: [
      ["a bad dream", "una pesadilla"],
      ["a big test at school", "un examen importante en la escuela"],
      ["a visit to the doctor", "una visita al médico"],
      ["when mom or dad is sick", "cuando mamá o papá están enfermos"],
    ],
    todayGrown: [
      ["the news on your phone at midnight", "las noticias en el teléfono a medianoche"],
      ["a waiting room, waiting for results", "una sala de espera, esperando resultados"],
      ["money worries that follow you to bed", "las preocupaciones de dinero que te acompañan a la cama"],
      ["a future that feels out of control", "un futuro que parece fuera de control"],
    ],
  },
  {
    key: "trust",
    name: ["trust", "confianza"],
    words: ["trust", "faith", "faithful", "believe", "belief", "rely", "confianza", "confiar", "fe", "creer", "fiel"],
    verse: {
      en: "Trust in the LORD with all thine heart; and lean not unto thine own understanding.",
      es: "Fíate de Jehová de todo tu corazón, y no estribes en tu prudencia.",
      ref: "Proverbs 3:5",
      refEs: "Proverbios 3:5",
    },
    lesson: ["We can trust God even when we cannot see how things will turn out.", "Podemos confiar en Dios aunque no veamos cómo terminarán las cosas."],
    todayKids: [
      ["moving to a new house", "mudarse a una casa nueva"],
      ["when a prayer is not answered right away", "cuando una oración no recibe respuesta enseguida"],
      ["when a friend moves away", "cuando un amigo se muda lejos"],
    ],
    todayGrown: [
      ["a plan that fell apart", "un plan que se vino abajo"],
      ["a decision with no clear answer", "una decisión sin una respuesta clara"],
      ["a season of waiting that feels too long", "una temporada de espera que parece demasiado larga"],
    ],
  },
  {
    key: "obedience",
    name: ["obedience", "obediencia"],
    words: ["obey", "obedience", "obedient", "rules", "commandment", "commandments", "listen", "listening", "obedecer", "obediencia", "obediente", "reglas", "mandamiento", "mandamientos", "escuchar"],
    verse: {
      en: "If ye love me, keep my commandments.",
      es: "Si me amáis, guardad mis mandamientos.",
      ref: "John 14:15",
      refEs: "Juan 14:15",
    },
    lesson: ["Obeying God shows that we love Him, even when it is hard.", "Obedecer a Dios demuestra que lo amamos, aunque sea difícil."],
    todayKids: [
      ["cleaning your room when you would rather play", "ordenar tu cuarto cuando preferirías jugar"],
      ["turning off the game when it is time", "apagar el videojuego cuando llega la hora"],
      ["listening to your teacher when others are goofing around", "escuchar a tu maestra cuando los demás están haciendo payasadas"],
    ],
    todayGrown: [
      ["doing the right thing when no one is checking", "hacer lo correcto cuando nadie está mirando"],
      ["a nudge from God you keep ignoring", "un empujoncito de Dios que sigues ignorando"],
      ["keeping your word when it costs you", "cumplir tu palabra aunque te cueste"],
    ],
  },
  {
    key: "forgiveness",
    name: ["forgiveness", "perdón"],
    words: ["forgive", "forgiveness", "forgiving", "forgiven", "sorry", "grudge", "revenge", "mercy", "perdon", "perdonar", "perdonado", "rencor", "venganza", "lo siento"],
    verse: {
      en: "Forbearing one another, and forgiving one another, if any man have a quarrel against any: even as Christ forgave you, so also do ye.",
      es: "Sufriéndoos los unos á los otros, y perdonándoos los unos á los otros si alguno tuviere queja del otro: de la manera que Cristo os perdonó, así también hacedlo vosotros.",
      ref: "Colossians 3:13",
      refEs: "Colosenses 3:13",
    },
    lesson: ["God forgives us, so we can forgive others.", "Dios nos perdona; por eso nosotros podemos perdonar a los demás."],
    todayKids: [
      ["a brother or sister who broke your favourite toy", "un hermano que rompió tu juguete favorito"],
      ["a friend who said something mean", "un amigo que dijo algo feo"],
      ["saying sorry first", "ser el primero en pedir perdón"],
    ],
    todayGrown: [
      ["a family member you have not spoken to in years", "un familiar con quien no hablas desde hace años"],
      ["a coworker who took credit for your work", "un compañero de trabajo que se llevó el mérito de tu trabajo"],
      ["forgiving yourself for an old mistake", "perdonarte a ti mismo por un error antiguo"],
    ],
  },
  {
    key: "kindness",
    name: ["kindness", "bondad"],
    words: ["kind", "kindness", "neighbour", "neighbor", "neighbours", "neighbors", "compassion", "compassionate", "caring", "care", "help", "helping", "bully", "bullying", "bondad", "amable", "projimo", "vecino", "compasion", "ayudar", "acoso"],
    verse: {
      en: "And be ye kind one to another, tenderhearted, forgiving one another, even as God for Christ's sake hath forgiven you.",
      es: "Antes sed los unos con los otros benignos, misericordiosos, perdonándoos los unos á los otros, como también Dios os perdonó en Cristo.",
      ref: "Ephesians 4:32",
      refEs: "Efesios 4:32",
    },
    lesson: ["Being kind is how we show God's love to the people around us.", "Ser amables es la manera de mostrar el amor de Dios a quienes nos rodean."],
    todayKids: [
      ["the kid who sits alone at lunch", "el niño que se sienta solo en el almuerzo"],
      ["helping at home without being asked", "ayudar en casa sin que te lo pidan"],
      ["sharing the swing at the playground", "compartir el columpio en el parque"],
    ],
    todayGrown: [
      ["the neighbour nobody talks to", "el vecino con quien nadie habla"],
      ["the person on the corner with a cardboard sign", "la persona de la esquina con un cartel de cartón"],
      ["the tired cashier at the end of a long shift", "el cajero cansado al final de un turno largo"],
    ],
  },
  {
    key: "generosity",
    name: ["generosity", "generosidad"],
    words: ["give", "giving", "generous", "generosity", "share", "sharing", "offering", "tithe", "money", "greed", "dar", "generoso", "generosidad", "compartir", "ofrenda", "diezmo", "dinero", "avaricia"],
    verse: {
      en: "Every man according as he purposeth in his heart, so let him give; not grudgingly, or of necessity: for God loveth a cheerful giver.",
      es: "Cada uno dé como propuso en su corazón: no con tristeza, ó por necesidad; porque Dios ama el dador alegre.",
      ref: "2 Corinthians 9:7",
      refEs: "2 Corintios 9:7",
    },
    lesson: ["God loves a cheerful giver, and even a small gift matters to Him.", "Dios ama al que da con alegría, y hasta un regalo pequeño le importa."],
    todayKids: [
      ["sharing your snack", "compartir tu merienda"],
      ["giving some of your allowance", "dar parte de tu mesada"],
      ["lending your best crayons", "prestar tus mejores crayones"],
    ],
    todayGrown: [
      ["a budget with no room for anyone else", "un presupuesto sin lugar para nadie más"],
      ["the time you guard most carefully", "el tiempo que más cuidas"],
      ["a need you could meet this week", "una necesidad que podrías cubrir esta semana"],
    ],
  },
  {
    key: "honesty",
    name: ["honesty", "honestidad"],
    words: ["honest", "honesty", "truth", "truthful", "lie", "lies", "lying", "cheat", "cheating", "honestidad", "honesto", "verdad", "mentira", "mentir", "trampa"],
    verse: {
      en: "Lying lips are abomination to the LORD: but they that deal truly are his delight.",
      es: "Los labios mentirosos son abominación á Jehová: mas los obradores de verdad su contentamiento.",
      ref: "Proverbs 12:22",
      refEs: "Proverbios 12:22",
    },
    lesson: ["God delights in people who tell the truth, even when a lie looks easier.", "A Dios le agradan los que dicen la verdad, aunque mentir parezca más fácil."],
    todayKids: [
      ["a broken vase and nobody saw", "un jarrón roto que nadie vio romper"],
      ["copying answers on a quiz", "copiar respuestas en un examen"],
      ["too much change at the store", "recibir cambio de más en la tienda"],
    ],
    todayGrown: [
      ["a number on a form that nobody will check", "una cifra en un formulario que nadie revisará"],
      ["a mistake at work you could quietly hide", "un error en el trabajo que podrías ocultar"],
      ["a small lie that keeps the peace", "una mentirita que evita problemas"],
    ],
  },
  {
    key: "friendship",
    name: ["friendship", "amistad"],
    words: ["friend", "friends", "friendship", "loyal", "loyalty", "lonely", "amigo", "amigos", "amiga", "amistad", "leal", "lealtad", "soledad"],
    verse: {
      en: "A friend loveth at all times, and a brother is born for adversity.",
      es: "En todo tiempo ama el amigo; y el hermano para la angustia es nacido.",
      ref: "Proverbs 17:17",
      refEs: "Proverbios 17:17",
    },
    lesson: ["A true friend sticks with you in good times and hard times.", "Un amigo verdadero está contigo en los buenos y en los malos momentos."],
    todayKids: [
      ["a friend who is left out of the game", "un amigo al que dejan fuera del juego"],
      ["a friend who is sad", "un amigo que está triste"],
      ["making room for someone new", "hacer lugar para alguien nuevo"],
    ],
    todayGrown: [
      ["a friend going through a divorce or a loss", "un amigo que atraviesa un divorcio o una pérdida"],
      ["the friend who stopped coming to church", "el amigo que dejó de venir a la iglesia"],
      ["a friendship that needs a phone call today", "una amistad que necesita una llamada hoy"],
    ],
  },
  {
    key: "prayer",
    name: ["prayer", "oración"],
    words: ["pray", "prayer", "prayers", "praying", "orar", "oracion", "oraciones", "rezar"],
    verse: {
      en: "Be careful for nothing; but in every thing by prayer and supplication with thanksgiving let your requests be made known unto God.",
      es: "Por nada estéis afanosos; sino sean notorias vuestras peticiones delante de Dios en toda oración y ruego, con hacimiento de gracias.",
      ref: "Philippians 4:6",
      refEs: "Filipenses 4:6",
    },
    lesson: ["We can talk to God about anything, anytime.", "Podemos hablar con Dios de cualquier cosa y en cualquier momento."],
    todayKids: [
      ["bedtime prayers", "las oraciones antes de dormir"],
      ["praying for a sick friend", "orar por un amigo enfermo"],
      ["thanking God at dinner", "darle gracias a Dios en la cena"],
    ],
    todayGrown: [
      ["a prayer you stopped praying", "una oración que dejaste de hacer"],
      ["the car ride where you could pray instead of scroll", "el viaje en coche en el que podrías orar en vez de mirar el teléfono"],
      ["praying with someone instead of only for them", "orar con alguien y no solo por alguien"],
    ],
  },
  {
    key: "wisdom",
    name: ["wisdom", "sabiduría"],
    words: ["wise", "wisdom", "choice", "choices", "decision", "decisions", "sabiduria", "sabio", "decision", "decisiones", "elegir"],
    verse: {
      en: "If any of you lack wisdom, let him ask of God, that giveth to all men liberally, and upbraideth not; and it shall be given him.",
      es: "Y si alguno de vosotros tiene falta de sabiduría, demándela á Dios, el cual da á todos abundantemente, y no zahiere; y le será dada.",
      ref: "James 1:5",
      refEs: "Santiago 1:5",
    },
    lesson: ["When we do not know what to do, we can ask God for wisdom.", "Cuando no sabemos qué hacer, podemos pedirle sabiduría a Dios."],
    todayKids: [
      ["choosing what to watch", "elegir qué ver"],
      ["choosing friends", "elegir amigos"],
      ["deciding what to do when nobody is looking", "decidir qué hacer cuando nadie te ve"],
    ],
    todayGrown: [
      ["a job offer, a move, a big yes or no", "una oferta de trabajo, una mudanza, un gran sí o no"],
      ["advice you do not want to hear", "un consejo que no quieres escuchar"],
      ["what you let into your mind every day", "lo que dejas entrar en tu mente cada día"],
    ],
  },
  {
    key: "humility",
    name: ["humility", "humildad"],
    words: ["humble", "humility", "pride", "proud", "bragging", "boasting", "showing off", "humildad", "humilde", "orgullo", "orgulloso", "presumir"],
    verse: {
      en: "Let nothing be done through strife or vainglory; but in lowliness of mind let each esteem other better than themselves.",
      es: "Nada hagáis por contienda ó por vanagloria; antes bien en humildad, estimándoos inferiores los unos á los otros.",
      ref: "Philippians 2:3",
      refEs: "Filipenses 2:3",
    },
    lesson: ["God lifts up the humble; we do not need to show off.", "Dios levanta a los humildes; no necesitamos presumir."],
    todayKids: [
      ["winning a game and not bragging", "ganar un juego sin presumir"],
      ["letting someone else go first", "dejar que otro vaya primero"],
      ["saying 'I was wrong'", "decir «me equivoqué»"],
    ],
    todayGrown: [
      ["needing to be right in every argument", "necesitar tener razón en cada discusión"],
      ["asking for help when you are struggling", "pedir ayuda cuando estás luchando"],
      ["serving where nobody will notice", "servir donde nadie lo notará"],
    ],
  },
  {
    key: "patience",
    name: ["patience", "paciencia"],
    words: ["patience", "patient", "wait", "waiting", "paciencia", "paciente", "esperar", "espera"],
    verse: {
      en: "But they that wait upon the LORD shall renew their strength; they shall mount up with wings as eagles; they shall run, and not be weary; and they shall walk, and not faint.",
      es: "Mas los que esperan á Jehová tendrán nuevas fuerzas; levantarán las alas como águilas; correrán, y no se cansarán; caminarán, y no se fatigarán.",
      ref: "Isaiah 40:31",
      refEs: "Isaías 40:31",
    },
    lesson: ["God's timing is good, and He gives us strength while we wait.", "Los tiempos de Dios son buenos, y Él nos da fuerzas mientras esperamos."],
    todayKids: [
      ["waiting for your birthday", "esperar tu cumpleaños"],
      ["waiting your turn", "esperar tu turno"],
      ["a long car trip", "un viaje largo en coche"],
    ],
    todayGrown: [
      ["an unanswered prayer you have prayed for years", "una oración sin respuesta que llevas años haciendo"],
      ["a child, a job or a healing you are still waiting for", "un hijo, un trabajo o una sanidad que todavía esperas"],
      ["the slow line, the slow driver, the slow day", "la fila lenta, el conductor lento, el día lento"],
    ],
  },
  {
    key: "gratitude",
    name: ["thankfulness", "gratitud"],
    words: ["thank", "thanks", "thankful", "thankfulness", "thanksgiving", "grateful", "gratitude", "gracias", "agradecido", "agradecimiento", "gratitud", "accion de gracias"],
    verse: {
      en: "In every thing give thanks: for this is the will of God in Christ Jesus concerning you.",
      es: "Dad gracias en todo; porque esta es la voluntad de Dios para con vosotros en Cristo Jesús.",
      ref: "1 Thessalonians 5:18",
      refEs: "1 Tesalonicenses 5:18",
    },
    lesson: ["A thankful heart remembers everything God has done.", "Un corazón agradecido recuerda todo lo que Dios ha hecho."],
    todayKids: [
      ["a meal on the table", "la comida en la mesa"],
      ["a teacher who helps you", "una maestra que te ayuda"],
      ["a present you did not expect", "un regalo que no esperabas"],
    ],
    todayGrown: [
      ["an ordinary Tuesday", "un martes cualquiera"],
      ["the people you take for granted", "las personas que das por sentadas"],
      ["a hard year that still had gifts in it", "un año difícil que aun así trajo regalos"],
    ],
  },
  {
    key: "hope",
    name: ["hope", "esperanza"],
    words: ["hope", "hopeful", "future", "plans", "discouraged", "esperanza", "futuro", "planes", "desanimado"],
    verse: {
      en: "For I know the thoughts that I think toward you, saith the LORD, thoughts of peace, and not of evil, to give you an expected end.",
      es: "Porque yo sé los pensamientos que tengo acerca de vosotros, dice Jehová, pensamientos de paz, y no de mal, para daros el fin que esperáis.",
      ref: "Jeremiah 29:11",
      refEs: "Jeremías 29:11",
    },
    lesson: ["God has good plans for us, even when today is hard.", "Dios tiene buenos planes para nosotros, aunque hoy sea difícil."],
    todayKids: [
      ["a day when everything goes wrong", "un día en que todo sale mal"],
      ["losing a game you practised hard for", "perder un partido para el que practicaste mucho"],
      ["a pet that died", "una mascota que murió"],
    ],
    todayGrown: [
      ["a door that closed", "una puerta que se cerró"],
      ["a long illness", "una enfermedad larga"],
      ["a world that seems to get darker", "un mundo que parece cada vez más oscuro"],
    ],
  },
  {
    key: "love",
    name: ["love", "amor"],
    words: ["love", "loved", "loving", "valentine", "amor", "amar", "amado", "amados"],
    verse: {
      en: "We love him, because he first loved us.",
      es: "Nosotros le amamos á él, porque él nos amó primero.",
      ref: "1 John 4:19",
      refEs: "1 Juan 4:19",
    },
    lesson: ["God loved us first, and His love teaches us to love others.", "Dios nos amó primero, y su amor nos enseña a amar a los demás."],
    todayKids: [
      ["a hug for someone who is sad", "un abrazo para alguien que está triste"],
      ["being nice to your little brother or sister", "ser bueno con tu hermanito"],
      ["making a card for someone lonely", "hacer una tarjeta para alguien que está solo"],
    ],
    todayGrown: [
      ["someone who is hard to love", "alguien a quien cuesta amar"],
      ["a marriage or family that needs patience", "un matrimonio o una familia que necesita paciencia"],
      ["an enemy you are still praying about", "un enemigo por el que todavía estás orando"],
    ],
  },
  {
    key: "serving",
    name: ["serving others", "servir a los demás"],
    words: ["serve", "serving", "service", "servant", "volunteer", "mission", "servir", "servicio", "siervo", "voluntario", "mision"],
    verse: {
      en: "For even the Son of man came not to be ministered unto, but to minister, and to give his life a ransom for many.",
      es: "Porque el Hijo del hombre tampoco vino para ser servido, mas para servir, y dar su vida en rescate por muchos.",
      ref: "Mark 10:45",
      refEs: "Marcos 10:45",
    },
    lesson: ["Jesus came to serve, and He asks us to serve too.", "Jesús vino a servir, y nos pide que también sirvamos."],
    todayKids: [
      ["setting the table", "poner la mesa"],
      ["helping a younger kid tie their shoes", "ayudar a un niño más pequeño a atarse los zapatos"],
      ["picking up trash at the park", "recoger basura en el parque"],
    ],
    todayGrown: [
      ["the job at church nobody volunteers for", "el servicio en la iglesia para el que nadie se ofrece"],
      ["a meal for a family with a new baby", "una comida para una familia con un bebé recién nacido"],
      ["listening when you would rather talk", "escuchar cuando preferirías hablar"],
    ],
  },
  {
    key: "perseverance",
    name: ["perseverance", "perseverancia"],
    words: ["persevere", "perseverance", "give up", "giving up", "quit", "quitting", "keep going", "endurance", "hard work", "perseverancia", "perseverar", "rendirse", "no rendirse", "esfuerzo"],
    verse: {
      en: "And let us not be weary in well doing: for in due season we shall reap, if we faint not.",
      es: "No nos cansemos, pues, de hacer bien; que á su tiempo segaremos, si no hubiéremos desmayado.",
      ref: "Galatians 6:9",
      refEs: "Gálatas 6:9",
    },
    lesson: ["Don't give up doing good; God will bring the harvest in His time.", "No te canses de hacer el bien; Dios traerá la cosecha a su tiempo."],
    todayKids: [
      ["learning to ride a bike", "aprender a andar en bicicleta"],
      ["practising piano every day", "practicar piano todos los días"],
      ["a puzzle that is really hard", "un rompecabezas muy difícil"],
    ],
    todayGrown: [
      ["a ministry that seems to bear no fruit", "un ministerio que parece no dar fruto"],
      ["a habit you keep trying to break", "un hábito que sigues intentando dejar"],
      ["a calling that is taking longer than you hoped", "un llamado que tarda más de lo que esperabas"],
    ],
  },
  {
    key: "teamwork",
    name: ["working together", "trabajar juntos"],
    words: ["teamwork", "team", "together", "unity", "cooperation", "community", "church family", "equipo", "trabajo en equipo", "juntos", "unidad", "cooperacion", "comunidad"],
    verse: {
      en: "Two are better than one; because they have a good reward for their labour.",
      es: "Mejores son dos que uno; porque tienen mejor paga de su trabajo.",
      ref: "Ecclesiastes 4:9",
      refEs: "Eclesiastés 4:9",
    },
    lesson: ["God made us to work together; every person has a part.", "Dios nos hizo para trabajar juntos; cada persona tiene una parte."],
    todayKids: [
      ["a group project at school", "un trabajo en grupo en la escuela"],
      ["cleaning up the classroom together", "ordenar juntos el salón"],
      ["a team that needs every player", "un equipo que necesita a cada jugador"],
    ],
    todayGrown: [
      ["a church where a few people do everything", "una iglesia donde unos pocos lo hacen todo"],
      ["a family that needs everyone to pitch in", "una familia que necesita que todos ayuden"],
      ["a neighbourhood problem nobody can fix alone", "un problema del barrio que nadie puede resolver solo"],
    ],
  },
  {
    key: "joy",
    name: ["joy and worship", "gozo y alabanza"],
    words: ["joy", "joyful", "worship", "praise", "sing", "singing", "celebrate", "celebration", "gozo", "alegria", "alabanza", "adoracion", "cantar", "celebrar"],
    verse: {
      en: "Serve the LORD with gladness: come before his presence with singing.",
      es: "Servid á Jehová con alegría: venid ante su acatamiento con regocijo.",
      ref: "Psalm 100:2",
      refEs: "Salmos 100:2",
    },
    lesson: ["God is worth celebrating; joy is how we say thank you.", "Dios merece ser celebrado; el gozo es nuestra manera de darle gracias."],
    todayKids: [
      ["singing in the car", "cantar en el coche"],
      ["dancing when you are happy", "bailar cuando estás feliz"],
      ["telling God 'You are great!'", "decirle a Dios «¡Tú eres grande!»"],
    ],
    todayGrown: [
      ["worship on a Monday morning", "adorar un lunes por la mañana"],
      ["joy in a hard season", "el gozo en una temporada difícil"],
      ["celebrating someone else's good news", "celebrar las buenas noticias de otro"],
    ],
  },
  {
    key: "salvation",
    name: ["God's rescue", "la salvación de Dios"],
    words: ["salvation", "saved", "save", "saviour", "savior", "gospel", "sin", "sins", "grace", "easter", "cross", "eternal life", "salvacion", "salvo", "salvador", "evangelio", "pecado", "pecados", "gracia", "pascua", "cruz", "vida eterna"],
    verse: {
      en: "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
      es: "Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.",
      ref: "John 3:16",
      refEs: "Juan 3:16",
    },
    lesson: ["God loves us so much that He sent Jesus to rescue us.", "Dios nos ama tanto que envió a Jesús para rescatarnos."],
    todayKids: [
      ["feeling like you messed up too much", "sentir que te equivocaste demasiado"],
      ["wondering if God still loves you", "preguntarte si Dios todavía te ama"],
      ["telling a friend about Jesus", "hablarle a un amigo de Jesús"],
    ],
    todayGrown: [
      ["a past you think is too heavy to forgive", "un pasado que crees demasiado pesado para ser perdonado"],
      ["trying to earn what God gives freely", "intentar ganarte lo que Dios da gratis"],
      ["a friend who has never heard the good news", "un amigo que nunca ha oído las buenas noticias"],
    ],
  },
  {
    key: "creation",
    name: ["God's creation", "la creación de Dios"],
    words: ["creation", "create", "created", "nature", "earth", "world", "animals", "environment", "stewardship", "creacion", "crear", "naturaleza", "tierra", "mundo", "animales", "medio ambiente"],
    verse: {
      en: "The earth is the LORD's, and the fulness thereof; the world, and they that dwell therein.",
      es: "De Jehová es la tierra y su plenitud; el mundo, y los que en él habitan.",
      ref: "Psalm 24:1",
      refEs: "Salmos 24:1",
    },
    lesson: ["Everything God made is good, and He trusts us to take care of it.", "Todo lo que Dios hizo es bueno, y Él nos confía su cuidado."],
    todayKids: [
      ["a pet that needs feeding", "una mascota que necesita comida"],
      ["litter at the park", "la basura en el parque"],
      ["stars on a clear night", "las estrellas en una noche despejada"],
    ],
    todayGrown: [
      ["the way we use what we have", "la manera en que usamos lo que tenemos"],
      ["a sunrise we are too busy to notice", "un amanecer que no vemos por estar ocupados"],
      ["caring for the bodies God gave us", "cuidar el cuerpo que Dios nos dio"],
    ],
  },
  {
    key: "witness",
    name: ["sharing our faith", "compartir nuestra fe"],
    words: ["witness", "evangelism", "share faith", "sharing faith", "testimony", "good news", "light", "missions", "testigo", "evangelismo", "testimonio", "buenas noticias", "luz", "misiones"],
    verse: {
      en: "Let your light so shine before men, that they may see your good works, and glorify your Father which is in heaven.",
      es: "Así alumbre vuestra luz delante de los hombres, para que vean vuestras obras buenas, y glorifiquen á vuestro Padre que está en los cielos.",
      ref: "Matthew 5:16",
      refEs: "Mateo 5:16",
    },
    lesson: ["Good news is meant to be shared; our lives can point others to God.", "Las buenas noticias son para compartirlas; nuestra vida puede señalar a otros hacia Dios."],
    todayKids: [
      ["inviting a friend to church", "invitar a un amigo a la iglesia"],
      ["praying before lunch at school", "orar antes de almorzar en la escuela"],
      ["being kind so others see Jesus", "ser amable para que otros vean a Jesús"],
    ],
    todayGrown: [
      ["a coworker who asks why you have hope", "un compañero que te pregunta por qué tienes esperanza"],
      ["your own story of what God has done", "tu propia historia de lo que Dios ha hecho"],
      ["a neighbour who has never been invited", "un vecino a quien nunca han invitado"],
    ],
  },
  {
    key: "worth",
    name: ["our worth to God", "nuestro valor para Dios"],
    words: ["worth", "self-esteem", "self esteem", "appearance", "looks", "identity", "valued", "insecure", "autoestima", "apariencia", "identidad", "valor propio", "inseguro"],
    verse: {
      en: "But the LORD said unto Samuel, Look not on his countenance, or on the height of his stature; because I have refused him: for the LORD seeth not as man seeth; for man looketh on the outward appearance, but the LORD looketh on the heart.",
      es: "Y Jehová respondió á Samuel: No mires á su parecer, ni á lo grande de su estatura, porque yo lo desecho; porque Jehová mira no lo que el hombre mira; pues que el hombre mira lo que está delante de sus ojos, mas Jehová mira el corazón.",
      ref: "1 Samuel 16:7",
      refEs: "1 Samuel 16:7",
    },
    lesson: ["God looks at the heart; you matter to Him.", "Dios mira el corazón; tú le importas."],
    todayKids: [
      ["being picked last for a team", "ser el último elegido para un equipo"],
      ["clothes that are not the newest", "ropa que no es la más nueva"],
      ["feeling too small to matter", "sentirse demasiado pequeño para importar"],
    ],
    todayGrown: [
      ["comparing yourself to everyone online", "compararte con todos en internet"],
      ["a job title that feels like your whole identity", "un puesto de trabajo que parece toda tu identidad"],
      ["the mirror on a bad day", "el espejo en un mal día"],
    ],
  },
];

const BY_KEY = new Map(THEMES.map((t) => [t.key, t]));

export function themeFor(key: ThemeKey): Theme {
  const theme = BY_KEY.get(key);
  if (!theme) throw new Error(`Unknown theme ${key}`);
  return theme;
}
