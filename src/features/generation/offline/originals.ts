/**
 * Original modern parables for topics that match no library story: a hero faces a choice about
 * the theme, a rival offers the easy way, a mentor points to God's way, and the hero chooses
 * well. Twelve scenarios (each for children and for teens/adults) cover every theme.
 */
import { MODERN_NAMES } from "./phrases.ts";
import type { Rng } from "./random.ts";
import { themeFor } from "./themes.ts";
import type { L, Story, ThemeKey } from "./types.ts";

type Register = "little" | "kids" | "teen" | "adult";

/** Slots filled with names: {hero}, {friend}, {rival}, {mentor}. */
interface ScenarioText {
  place: L;
  props: L;
  problemDir: L;
  problemNar: L;
  problem: L;
  friendReply: L;
  push: L;
  doubt: L;
  advice: L;
  decision: L;
  actDir: L;
  actNar: L;
  act: L;
  rivalReply: L;
  outcome: L;
  lessonLine: L;
}

interface Scenario {
  refrain: L;
  kids: ScenarioText;
  grown: ScenarioText;
}

const SCENARIOS: Record<string, Scenario> = {
  courage: {
    refrain: ["Be strong and brave!", "¡Sé fuerte y valiente!"],
    kids: {
      place: ["The School Playground", "El patio de la escuela"],
      props: ["a backpack, a ball, a bench", "una mochila, una pelota, un banco"],
      problemDir: [
        "{hero} and {friend} sit on a bench. Across the stage, a group of kids laughs at someone.",
        "{hero} y {friend} están sentados en un banco. Al otro lado, unos niños se ríen de alguien.",
      ],
      problemNar: [
        "Every day at recess, some kids made fun of a new boy named Theo. And every day, {hero} watched and said nothing.",
        "Todos los días en el recreo, unos niños se burlaban de un niño nuevo llamado Teo. Y todos los días, {hero} miraba y no decía nada.",
      ],
      problem: [
        "They're teasing Theo again. It isn't fair.",
        "Otra vez se están burlando de Teo. No es justo.",
      ],
      friendReply: [
        "I know. But what can we do? We're just kids.",
        "Ya sé. Pero ¿qué podemos hacer? Somos solo niños.",
      ],
      push: [
        "Don't even think about it. If you stick up for him, they'll tease you next.",
        "Ni lo pienses. Si lo defiendes, después se van a burlar de ti.",
      ],
      doubt: [
        "What if they laugh at me too? My stomach feels all twisty.",
        "¿Y si también se ríen de mí? Siento el estómago hecho un nudo.",
      ],
      advice: [
        "Being brave doesn't mean you're not scared. It means you do the right thing while you're scared, because God goes with you.",
        "Ser valiente no significa no tener miedo. Significa hacer lo correcto aunque tengas miedo, porque Dios va contigo.",
      ],
      decision: [
        "Tomorrow I'll sit with Theo. God, please help me be brave.",
        "Mañana me sentaré con Teo. Dios, por favor, ayúdame a ser valiente.",
      ],
      actDir: [
        "{hero} takes a deep breath and walks across the playground.",
        "{hero} respira hondo y cruza el patio.",
      ],
      actNar: [
        "The next day, {hero}'s knees were shaking. But {hero} walked right over.",
        "Al día siguiente, a {hero} le temblaban las rodillas. Pero fue directo hacia allí.",
      ],
      act: [
        "Hey, Theo, want to play with us? And you guys, stop it. That's not funny.",
        "Oye, Teo, ¿quieres jugar con nosotros? Y ustedes, ya basta. Eso no es gracioso.",
      ],
      rivalReply: [
        "Whoa. Okay, okay. We were just joking around.",
        "Vaya. Está bien, está bien. Solo era una broma.",
      ],
      outcome: [
        "Look at Theo smiling! I've never seen him smile before.",
        "¡Miren cómo sonríe Teo! Nunca lo había visto sonreír.",
      ],
      lessonLine: [
        "You were scared, and you did it anyway. That's what courage looks like.",
        "Tenías miedo y lo hiciste igual. Así se ve la valentía.",
      ],
    },
    grown: {
      place: ["The Break Room", "La sala de descanso"],
      props: ["two coffee mugs, a phone, a table", "dos tazas de café, un teléfono, una mesa"],
      problemDir: [
        "{hero} stares at a phone. {friend} pours coffee.",
        "{hero} mira fijamente el teléfono. {friend} sirve café.",
      ],
      problemNar: [
        "{hero} had seen something wrong at work: a colleague quietly blamed for a mistake she didn't make. Saying so would cost something.",
        "{hero} había visto algo injusto en el trabajo: culpaban en silencio a una compañera de un error que no cometió. Decirlo tendría un precio.",
      ],
      problem: [
        "Everyone knows Lena didn't lose that account. And everyone is letting her take the fall.",
        "Todos saben que Lena no perdió esa cuenta. Y todos están dejando que cargue con la culpa.",
      ],
      friendReply: ["Including you, it sounds like.", "Incluido tú, por lo que parece."],
      push: [
        "Keep your head down. The reviews are next month. Nobody remembers who was right, only who made trouble.",
        "No te metas. Las evaluaciones son el mes que viene. Nadie recuerda quién tenía razón, solo quién causó problemas.",
      ],
      doubt: [
        "I have a family to think about. Is this really my fight?",
        "Tengo una familia en la que pensar. ¿De verdad es mi pelea?",
      ],
      advice: [
        "Courage isn't loud. Sometimes it's one honest sentence in the right meeting. God doesn't ask you to be fearless, just faithful.",
        "La valentía no hace ruido. A veces es una frase honesta en la reunión adecuada. Dios no te pide que no tengas miedo, solo que seas fiel.",
      ],
      decision: [
        "I'll say something at Monday's meeting. Lord, give me the words.",
        "Diré algo en la reunión del lunes. Señor, dame las palabras.",
      ],
      actDir: [
        "{hero} stands up in a meeting. The room goes quiet.",
        "{hero} se pone de pie en una reunión. La sala queda en silencio.",
      ],
      actNar: [
        "On Monday, {hero} stood up, hands shaking, and told the truth.",
        "El lunes, {hero} se puso de pie, con las manos temblando, y dijo la verdad.",
      ],
      act: [
        "Before we move on: the account problem wasn't Lena's mistake. I was there. I should have said so sooner.",
        "Antes de seguir: el problema de la cuenta no fue culpa de Lena. Yo estaba allí. Debí decirlo antes.",
      ],
      rivalReply: [
        "Well. That was either very brave or very foolish.",
        "Bueno. Eso fue muy valiente o muy tonto.",
      ],
      outcome: [
        "Lena came by my desk in tears. She said she thought nobody would ever stand up for her.",
        "Lena pasó por mi escritorio llorando. Dijo que creía que nadie la defendería jamás.",
      ],
      lessonLine: [
        "Whatever happens with the review, you did what was right. That's the part you can control.",
        "Pase lo que pase con la evaluación, hiciste lo correcto. Esa es la parte que depende de ti.",
      ],
    },
  },
  peace: {
    refrain: ["I will trust in God!", "¡En Dios confiaré!"],
    kids: {
      place: ["A Bedroom at Night", "Un cuarto de noche"],
      props: ["a pillow, a blanket, a flashlight", "una almohada, una manta, una linterna"],
      problemDir: [
        "{hero} sits up in bed with a flashlight. {friend} is on a sleepover mat.",
        "{hero} está sentado en la cama con una linterna. {friend} está en un colchón para dormir.",
      ],
      problemNar: [
        "{hero} couldn't sleep. Tomorrow was the big swimming test, and every time {hero} closed their eyes, the worries came back.",
        "{hero} no podía dormir. Mañana era el gran examen de natación, y cada vez que cerraba los ojos, volvían las preocupaciones.",
      ],
      problem: [
        "What if I sink? What if everybody watches me mess up?",
        "¿Y si me hundo? ¿Y si todos me ven equivocarme?",
      ],
      friendReply: ["You're not going to sink. Probably.", "No te vas a hundir. Probablemente."],
      push: [
        "Just pretend you're sick tomorrow. Then you don't have to go at all.",
        "Mañana finge que estás enfermo. Así no tienes que ir.",
      ],
      doubt: [
        "Maybe I should. My tummy really does hurt when I think about it.",
        "Tal vez debería. De verdad me duele la panza cuando lo pienso.",
      ],
      advice: [
        "When worries come, give them to God one by one, like handing Him your backpack. He's strong enough to carry them.",
        "Cuando lleguen las preocupaciones, dáselas a Dios una por una, como si le dieras tu mochila. Él es fuerte y puede cargarlas.",
      ],
      decision: [
        "God, I'm scared about tomorrow. I'm giving it to You. Please help me.",
        "Dios, tengo miedo por lo de mañana. Te lo entrego. Por favor, ayúdame.",
      ],
      actDir: [
        "{hero} stands at the edge of an imaginary pool, takes a breath, and jumps.",
        "{hero} está al borde de una piscina imaginaria, respira hondo y salta.",
      ],
      actNar: [
        "The next day, {hero} stood at the edge of the pool and remembered: God is with me.",
        "Al día siguiente, {hero} estaba al borde de la piscina y recordó: Dios está conmigo.",
      ],
      act: ["Here I go! God is with me!", "¡Allá voy! ¡Dios está conmigo!"],
      rivalReply: ["Huh. You actually did it.", "Vaya. De verdad lo hiciste."],
      outcome: ["You swam the whole length! I knew you could!", "¡Nadaste todo el largo! ¡Sabía que podías!"],
      lessonLine: [
        "The worry was big, but God was bigger.",
        "La preocupación era grande, pero Dios era más grande.",
      ],
    },
    grown: {
      place: ["A Kitchen Table at Midnight", "Una mesa de cocina a medianoche"],
      props: [
        "a laptop, a stack of bills, two mugs",
        "una computadora portátil, un montón de cuentas, dos tazas",
      ],
      problemDir: [
        "{hero} sits at a table covered in papers, scrolling on a phone. {friend} enters in pajamas.",
        "{hero} está sentado ante una mesa llena de papeles, mirando el teléfono. {friend} entra en pijama.",
      ],
      problemNar: [
        "It was midnight, and {hero} had read every article about the layoffs twice. Sleep wasn't coming.",
        "Era medianoche y {hero} había leído dos veces cada artículo sobre los despidos. El sueño no llegaba.",
      ],
      problem: [
        "If my department gets cut, we lose the house. I've run the numbers six times.",
        "Si recortan mi departamento, perdemos la casa. He hecho las cuentas seis veces.",
      ],
      friendReply: ["And did the numbers change the sixth time?", "¿Y cambiaron las cuentas la sexta vez?"],
      push: [
        "Worrying is just being responsible. If you stop worrying, you stop preparing.",
        "Preocuparse es ser responsable. Si dejas de preocuparte, dejas de prepararte.",
      ],
      doubt: [
        "I pray, and then I pick the whole thing right back up again.",
        "Oro, y luego vuelvo a cargar con todo otra vez.",
      ],
      advice: [
        "Planning is wise. But you can't carry tomorrow tonight. Name what you can do, then hand God the rest, as many times as it takes.",
        "Planificar es sabio. Pero no puedes cargar hoy con el día de mañana. Nombra lo que puedes hacer y entrégale a Dios el resto, tantas veces como haga falta.",
      ],
      decision: [
        "Okay. Three things I can do this week. The rest is Yours, Lord.",
        "Está bien. Tres cosas que puedo hacer esta semana. El resto es tuyo, Señor.",
      ],
      actDir: [
        "{hero} closes the laptop, turns the phone face down, and writes a short list.",
        "{hero} cierra la computadora, pone el teléfono boca abajo y escribe una lista corta.",
      ],
      actNar: [
        "The problem didn't disappear. But that night, for the first time in weeks, {hero} slept.",
        "El problema no desapareció. Pero esa noche, por primera vez en semanas, {hero} durmió.",
      ],
      act: [
        "Update the résumé. Call Dave. Talk to the bank. That's it for tonight.",
        "Actualizar el currículum. Llamar a David. Hablar con el banco. Eso es todo por esta noche.",
      ],
      rivalReply: [
        "You're just going to go to bed? With all this going on?",
        "¿Simplemente te vas a dormir? ¿Con todo lo que está pasando?",
      ],
      outcome: ["You look different this morning. Lighter.", "Esta mañana te ves distinto. Más ligero."],
      lessonLine: [
        "Peace isn't the absence of storms. It's knowing who is in the boat with you.",
        "La paz no es la ausencia de tormentas. Es saber quién está en la barca contigo.",
      ],
    },
  },
  obedience: {
    refrain: ["I will obey!", "¡Yo obedeceré!"],
    kids: {
      place: ["The Living Room", "La sala"],
      props: ["a game controller, a cushion, a clock", "un control de videojuegos, un cojín, un reloj"],
      problemDir: [
        "{hero} and {friend} play a video game with imaginary controllers.",
        "{hero} y {friend} juegan a un videojuego con controles imaginarios.",
      ],
      problemNar: [
        "Mom had said it clearly: the game goes off at five o'clock, then homework. It was four fifty-nine.",
        "Mamá lo había dicho claramente: el videojuego se apaga a las cinco y luego la tarea. Eran las cuatro y cincuenta y nueve.",
      ],
      problem: [
        "One more level. Just one. She won't even notice.",
        "Un nivel más. Solo uno. Ni se va a dar cuenta.",
      ],
      friendReply: [
        "Your mom notices everything. She's like a superhero.",
        "Tu mamá se da cuenta de todo. Es como una superheroína.",
      ],
      push: [
        "Rules are for babies. Just keep playing. What's she going to do?",
        "Las reglas son para bebés. Sigue jugando. ¿Qué te va a hacer?",
      ],
      doubt: [
        "But I did promise. Ugh. Why is obeying so hard?",
        "Pero sí lo prometí. Uf. ¿Por qué es tan difícil obedecer?",
      ],
      advice: [
        "Obeying isn't about being scared of getting caught. It's about trust. When we obey, we're saying, I believe you love me.",
        "Obedecer no es tener miedo de que te descubran. Es cuestión de confianza. Cuando obedecemos, decimos: creo que me amas.",
      ],
      decision: [
        "Okay. I'll turn it off, even though nobody is watching.",
        "Está bien. Lo apago, aunque nadie esté mirando.",
      ],
      actDir: [
        "{hero} puts the controller down and opens a book.",
        "{hero} deja el control y abre un libro.",
      ],
      actNar: [
        "At five o'clock exactly, {hero} turned the game off.",
        "A las cinco en punto, {hero} apagó el juego.",
      ],
      act: [
        "Game off. Homework on. Let's get this done.",
        "Juego apagado. Tarea encendida. Vamos a terminar esto.",
      ],
      rivalReply: [
        "Boring! But, um, can I do my homework here too?",
        "¡Qué aburrido! Pero, eh, ¿puedo hacer mi tarea aquí también?",
      ],
      outcome: [
        "Your mom just said, since you finished early, we can go get ice cream!",
        "¡Tu mamá acaba de decir que, como terminaste temprano, podemos ir por helado!",
      ],
      lessonLine: [
        "Obeying when nobody is watching shows who you really are.",
        "Obedecer cuando nadie te ve muestra quién eres de verdad.",
      ],
    },
    grown: {
      place: ["A Car in a Parking Lot", "Un coche en un estacionamiento"],
      props: ["two chairs as car seats, a phone", "dos sillas como asientos de coche, un teléfono"],
      problemDir: [
        "{hero} and {friend} sit side by side as if in a parked car.",
        "{hero} y {friend} están sentados uno al lado del otro, como en un coche estacionado.",
      ],
      problemNar: [
        "For weeks, {hero} had felt a clear nudge from God: call your brother and make things right. For weeks, {hero} had found reasons not to.",
        "Durante semanas, {hero} había sentido un empujoncito claro de Dios: llama a tu hermano y arregla las cosas. Durante semanas, había encontrado excusas.",
      ],
      problem: [
        "I know what God wants me to do. I just don't want to do it.",
        "Sé lo que Dios quiere que haga. Solo que no quiero hacerlo.",
      ],
      friendReply: [
        "That's the most honest prayer I've heard all week.",
        "Es la oración más sincera que he oído en toda la semana.",
      ],
      push: [
        "You've waited this long. What's another year? Let him call you.",
        "Ya esperaste tanto. ¿Qué importa otro año? Que te llame él.",
      ],
      doubt: [
        "What if he hangs up on me? What if it makes everything worse?",
        "¿Y si me cuelga? ¿Y si empeora todo?",
      ],
      advice: [
        "Obedience doesn't come with a guarantee of how the other person will respond. It just means doing your part and trusting God with theirs.",
        "La obediencia no viene con garantía de cómo responderá el otro. Solo significa hacer tu parte y confiarle a Dios la suya.",
      ],
      decision: [
        "Fine. Right now, before I talk myself out of it.",
        "Bien. Ahora mismo, antes de convencerme de lo contrario.",
      ],
      actDir: [
        "{hero} dials. A long pause. {hero} speaks into the phone.",
        "{hero} marca. Una pausa larga. {hero} habla por teléfono.",
      ],
      actNar: ["{hero} made the call.", "{hero} hizo la llamada."],
      act: [
        "Hey, it's me. I've been wrong about a lot of things. Can we get coffee?",
        "Hola, soy yo. Me he equivocado en muchas cosas. ¿Podemos tomar un café?",
      ],
      rivalReply: ["I'll believe it when I see it.", "Lo creeré cuando lo vea."],
      outcome: [
        "He said yes. He actually said yes. He said he'd been wanting to call for months.",
        "Dijo que sí. De verdad dijo que sí. Dijo que hacía meses que quería llamar.",
      ],
      lessonLine: [
        "We rarely regret obeying God. We often regret waiting.",
        "Rara vez nos arrepentimos de obedecer a Dios. A menudo nos arrepentimos de haber esperado.",
      ],
    },
  },
  forgiveness: {
    refrain: ["Forgive like Jesus!", "¡Perdona como Jesús!"],
    kids: {
      place: ["The Backyard", "El patio de casa"],
      props: [
        "a toy airplane (or any broken toy), a box",
        "un avión de juguete (o cualquier juguete roto), una caja",
      ],
      problemDir: [
        "{hero} holds a broken toy airplane. {friend} peeks in.",
        "{hero} sostiene un avión de juguete roto. {friend} se asoma.",
      ],
      problemNar: [
        "{hero}'s little cousin had broken {hero}'s favourite toy airplane, the one from Grandpa.",
        "El primo pequeño de {hero} había roto su avión de juguete favorito, el que le regaló el abuelo.",
      ],
      problem: [
        "He broke it. On purpose, I bet. I'm never talking to him again.",
        "Lo rompió. Seguro que a propósito. Nunca más le voy a hablar.",
      ],
      friendReply: ["Never ever? That's a really long time.", "¿Nunca jamás? Eso es muchísimo tiempo."],
      push: ["Break something of his. Then you'll be even.", "Rompe algo suyo. Así quedan a mano."],
      doubt: [
        "That would feel good for about one minute. Then what?",
        "Eso me haría sentir bien como un minuto. ¿Y después?",
      ],
      advice: [
        "Jesus forgives us every single time we ask. Forgiving doesn't fix the toy, but it fixes your heart.",
        "Jesús nos perdona cada vez que se lo pedimos. Perdonar no arregla el juguete, pero arregla tu corazón.",
      ],
      decision: [
        "It still hurts. But I'm going to forgive him.",
        "Todavía me duele. Pero lo voy a perdonar.",
      ],
      actDir: [
        "{hero} walks over and kneels to talk to an unseen little cousin.",
        "{hero} se acerca y se arrodilla para hablar con un primito que no vemos.",
      ],
      actNar: [
        "So {hero} found the little cousin hiding behind the couch, crying.",
        "Entonces {hero} encontró al primito escondido detrás del sofá, llorando.",
      ],
      act: [
        "Hey. I'm not mad anymore. I forgive you. Want to help me glue it back together?",
        "Oye. Ya no estoy enojado. Te perdono. ¿Quieres ayudarme a pegarlo?",
      ],
      rivalReply: ["You're just letting him off the hook?", "¿Así nada más lo vas a dejar ir?"],
      outcome: [
        "The wing is crooked now. But you two are laughing again.",
        "Ahora el ala está torcida. Pero ustedes dos vuelven a reírse.",
      ],
      lessonLine: [
        "Forgiving is a gift you give, because God gave it to you first.",
        "Perdonar es un regalo que das, porque Dios te lo dio primero.",
      ],
    },
    grown: {
      place: ["A Quiet Church Pew", "Un banco tranquilo de la iglesia"],
      props: ["a bench, an envelope, a Bible", "un banco, un sobre, una Biblia"],
      problemDir: [
        "{hero} sits alone, turning an unopened envelope over and over. {friend} sits down nearby.",
        "{hero} está sentado solo y da vueltas a un sobre sin abrir. {friend} se sienta cerca.",
      ],
      problemNar: [
        "The letter was from {hero}'s father, who had walked out twenty years ago. {hero} hadn't opened it.",
        "La carta era del padre de {hero}, que se había ido hacía veinte años. {hero} no la había abierto.",
      ],
      problem: [
        "He wants to meet. After twenty years, a letter. As if that makes up for anything.",
        "Quiere verme. Después de veinte años, una carta. Como si eso compensara algo.",
      ],
      friendReply: [
        "It doesn't. But you're still holding it.",
        "No lo compensa. Pero sigues teniéndola en la mano.",
      ],
      push: [
        "Throw it away. Some people don't deserve a second chance.",
        "Tírala. Hay gente que no merece una segunda oportunidad.",
      ],
      doubt: [
        "If I forgive him, it's like saying what he did was fine.",
        "Si lo perdono, es como decir que lo que hizo estuvo bien.",
      ],
      advice: [
        "Forgiveness isn't saying it was fine. It's saying, I won't let this own me anymore, and I'll leave the justice to God. Trust can be rebuilt slowly, or not at all. Forgiveness comes first.",
        "Perdonar no es decir que estuvo bien. Es decir: no dejaré que esto me domine más, y dejo la justicia en manos de Dios. La confianza puede reconstruirse despacio, o no. El perdón va primero.",
      ],
      decision: [
        "I'll open it. Lord, I can't do this on my own.",
        "La abriré. Señor, no puedo hacer esto solo.",
      ],
      actDir: [
        "{hero} opens the envelope slowly and reads in silence.",
        "{hero} abre el sobre despacio y lee en silencio.",
      ],
      actNar: [
        "{hero} read the letter twice, then picked up a pen.",
        "{hero} leyó la carta dos veces y luego tomó un bolígrafo.",
      ],
      act: [
        "Dad. I'm not ready for everything. But I'm ready for coffee. And I forgive you.",
        "Papá. No estoy listo para todo. Pero estoy listo para un café. Y te perdono.",
      ],
      rivalReply: ["I hope you know what you're doing.", "Espero que sepas lo que haces."],
      outcome: [
        "You've carried that for twenty years. You look like you just set something down.",
        "Cargaste con eso veinte años. Parece que acabas de soltar un peso.",
      ],
      lessonLine: [
        "We forgive because we've been forgiven. That's the whole gospel in one sentence.",
        "Perdonamos porque hemos sido perdonados. Ese es todo el evangelio en una frase.",
      ],
    },
  },
  kindness: {
    refrain: ["Be kind like Jesus!", "¡Sé amable como Jesús!"],
    kids: {
      place: ["The School Lunchroom", "El comedor de la escuela"],
      props: ["lunch trays, a table, chairs", "bandejas de almuerzo, una mesa, sillas"],
      problemDir: [
        "{hero} and {friend} sit with lunch trays. At another table, a girl eats alone.",
        "{hero} y {friend} están sentados con sus bandejas. En otra mesa, una niña come sola.",
      ],
      problemNar: [
        "There was a new girl in class named Ava. She didn't speak much English yet, and every day she ate lunch alone.",
        "Había una niña nueva en la clase llamada Ava. Todavía no hablaba bien el idioma, y todos los días almorzaba sola.",
      ],
      problem: ["Ava is sitting by herself again.", "Ava está sentada sola otra vez."],
      friendReply: ["She doesn't even talk. What would we say?", "Ni siquiera habla. ¿Qué le diríamos?"],
      push: [
        "If you sit with the weird new kid, everyone will think you're weird too.",
        "Si te sientas con la niña rara, todos van a pensar que tú también eres raro.",
      ],
      doubt: [
        "But what if she feels the way I felt on my first day?",
        "¿Pero y si se siente como yo me sentí mi primer día?",
      ],
      advice: [
        "Jesus always noticed the person everyone else walked past. Kindness doesn't need many words. A smile speaks every language.",
        "Jesús siempre se fijaba en la persona a la que todos ignoraban. La bondad no necesita muchas palabras. Una sonrisa habla todos los idiomas.",
      ],
      decision: ["I'm going to sit with her. Come with me?", "Me voy a sentar con ella. ¿Vienes conmigo?"],
      actDir: [
        "{hero} carries a tray over and sits down, smiling.",
        "{hero} lleva su bandeja, se sienta y sonríe.",
      ],
      actNar: [
        "So {hero} picked up the tray and walked across the lunchroom.",
        "Entonces {hero} tomó su bandeja y cruzó el comedor.",
      ],
      act: [
        "Hi, Ava! Can I sit here? Want half of my cookie?",
        "¡Hola, Ava! ¿Me puedo sentar aquí? ¿Quieres la mitad de mi galleta?",
      ],
      rivalReply: [
        "Well, if everybody's sitting over there now, I guess I'll sit there too.",
        "Bueno, si ahora todos se sientan allá, supongo que yo también.",
      ],
      outcome: [
        "She taught us how to say thank you in her language. Now the whole table says it!",
        "¡Nos enseñó a decir gracias en su idioma! ¡Ahora toda la mesa lo dice!",
      ],
      lessonLine: [
        "One small kindness changed somebody's whole day. That's how God's love spreads.",
        "Un pequeño gesto de bondad cambió todo el día de alguien. Así se esparce el amor de Dios.",
      ],
    },
    grown: {
      place: ["An Apartment Hallway", "El pasillo de un edificio"],
      props: [
        "a grocery bag, a door, a casserole dish",
        "una bolsa de compras, una puerta, una fuente de comida",
      ],
      problemDir: [
        "{hero} and {friend} carry groceries down a hallway, passing a closed door.",
        "{hero} y {friend} llevan las compras por un pasillo y pasan junto a una puerta cerrada.",
      ],
      problemNar: [
        "Mr. Hale in 4B had lived alone since his wife died. The building knew him as the grumpy one. Nobody knocked.",
        "El señor Hale, del 4B, vivía solo desde que murió su esposa. En el edificio lo conocían como el gruñón. Nadie tocaba a su puerta.",
      ],
      problem: [
        "His mail has been piling up for a week. Has anyone checked on him?",
        "Su correo lleva una semana acumulándose. ¿Alguien ha ido a verlo?",
      ],
      friendReply: [
        "Last time I said good morning, he told me to mind my own business.",
        "La última vez que le di los buenos días, me dijo que no me metiera en sus asuntos.",
      ],
      push: [
        "He's made it clear he wants to be left alone. Respect that.",
        "Ha dejado claro que quiere que lo dejen en paz. Respétalo.",
      ],
      doubt: [
        "Maybe. Or maybe that's what lonely sounds like after a while.",
        "Tal vez. O tal vez así suena la soledad después de un tiempo.",
      ],
      advice: [
        "The Samaritan didn't wait for the man in the ditch to be friendly. Kindness that only goes to easy people isn't really kindness yet.",
        "El samaritano no esperó a que el hombre del camino fuera simpático. La bondad que solo llega a la gente fácil todavía no es bondad de verdad.",
      ],
      decision: [
        "I'm making extra soup tonight. I'm knocking on that door.",
        "Esta noche haré sopa de más. Voy a tocar esa puerta.",
      ],
      actDir: [
        "{hero} knocks on the closed door, holding a covered dish.",
        "{hero} toca la puerta cerrada con una fuente tapada en las manos.",
      ],
      actNar: [
        "{hero} knocked three times before the door opened a crack.",
        "{hero} tocó tres veces antes de que la puerta se abriera un poco.",
      ],
      act: [
        "Mr. Hale? I made too much soup. And I wanted to see how you're doing. Really doing.",
        "¿Señor Hale? Hice demasiada sopa. Y quería saber cómo está. De verdad.",
      ],
      rivalReply: ["And? Did he slam the door?", "¿Y? ¿Te cerró la puerta en la cara?"],
      outcome: [
        "He asked me in. He showed me forty years of photos. He said I was the first visitor since the funeral.",
        "Me invitó a pasar. Me enseñó cuarenta años de fotos. Dijo que yo era la primera visita desde el funeral.",
      ],
      lessonLine: [
        "Kindness isn't a feeling. It's a knock on a door you'd rather walk past.",
        "La bondad no es un sentimiento. Es tocar una puerta frente a la que preferirías pasar de largo.",
      ],
    },
  },
  generosity: {
    refrain: ["God loves a cheerful giver!", "¡Dios ama al dador alegre!"],
    kids: {
      place: ["The Toy Store", "La juguetería"],
      props: ["a piggy bank, some play money, a toy", "una alcancía, billetes de juguete, un juguete"],
      problemDir: [
        "{hero} shakes a piggy bank. {friend} looks at a toy on a shelf.",
        "{hero} sacude una alcancía. {friend} mira un juguete en un estante.",
      ],
      problemNar: [
        "{hero} had saved for three whole months for a new toy robot. Then, at church, the pastor talked about families who had lost everything in a flood.",
        "{hero} había ahorrado tres meses enteros para un robot nuevo. Entonces, en la iglesia, el pastor habló de familias que lo habían perdido todo en una inundación.",
      ],
      problem: [
        "I have exactly enough for the robot. Exactly.",
        "Tengo justo lo necesario para el robot. Justito.",
      ],
      friendReply: ["That robot can do backflips. Backflips!", "Ese robot da volteretas. ¡Volteretas!"],
      push: [
        "You earned that money. Somebody else can help those people.",
        "Ese dinero lo ganaste tú. Otra persona puede ayudar a esa gente.",
      ],
      doubt: [
        "But I keep thinking about the kids who don't have beds anymore.",
        "Pero no dejo de pensar en los niños que ya no tienen cama.",
      ],
      advice: [
        "God doesn't need your money. But He loves it when your heart gets big like His. And a cheerful giver is His favourite kind.",
        "Dios no necesita tu dinero. Pero le encanta cuando tu corazón se agranda como el suyo. Y ama al que da con alegría.",
      ],
      decision: [
        "I'll give half to the flood families. The robot can wait.",
        "Daré la mitad para las familias de la inundación. El robot puede esperar.",
      ],
      actDir: [
        "{hero} drops coins into an offering basket, one by one, smiling.",
        "{hero} echa monedas en una canasta de ofrendas, una por una, sonriendo.",
      ],
      actNar: [
        "On Sunday, {hero} carried the money to the front of the church.",
        "El domingo, {hero} llevó el dinero al frente de la iglesia.",
      ],
      act: [
        "This is for the kids who lost their beds. I hope they get new ones.",
        "Esto es para los niños que perdieron sus camas. Ojalá reciban camas nuevas.",
      ],
      rivalReply: ["You really gave it away? Half of it?", "¿De verdad lo regalaste? ¿La mitad?"],
      outcome: [
        "The pastor read a thank-you letter from one of the families. They said our church helped them start over!",
        "¡El pastor leyó una carta de agradecimiento de una de las familias! ¡Dicen que nuestra iglesia les ayudó a empezar de nuevo!",
      ],
      lessonLine: [
        "Giving made you happier than the robot ever could. That's God's surprise.",
        "Dar te hizo más feliz de lo que jamás te habría hecho el robot. Esa es la sorpresa de Dios.",
      ],
    },
    grown: {
      place: ["A Café Table", "La mesa de un café"],
      props: [
        "a laptop with a budget spreadsheet, two cups",
        "una computadora con una hoja de presupuesto, dos tazas",
      ],
      problemDir: [
        "{hero} and {friend} study a budget on a laptop.",
        "{hero} y {friend} revisan un presupuesto en una computadora.",
      ],
      problemNar: [
        "{hero} finally had a little margin in the budget. Then a single mom at church mentioned, quietly, that her car had died.",
        "Por fin {hero} tenía un poco de margen en el presupuesto. Entonces, una madre soltera de la iglesia comentó en voz baja que se le había averiado el coche.",
      ],
      problem: [
        "That's our vacation money. We haven't had a vacation in four years.",
        "Ese es el dinero de las vacaciones. No hemos tenido vacaciones en cuatro años.",
      ],
      friendReply: ["And she can't get to work without a car.", "Y ella no puede ir al trabajo sin coche."],
      push: [
        "Charity starts at home. You're allowed to enjoy what you've earned.",
        "La caridad empieza por casa. Tienes derecho a disfrutar lo que has ganado.",
      ],
      doubt: [
        "That's true. So why can't I stop thinking about her?",
        "Es cierto. Entonces, ¿por qué no puedo dejar de pensar en ella?",
      ],
      advice: [
        "Everything we have is on loan from God. Generosity isn't about the amount. It's about holding it with an open hand.",
        "Todo lo que tenemos es un préstamo de Dios. La generosidad no se trata de la cantidad. Se trata de sostenerlo con la mano abierta.",
      ],
      decision: [
        "We'll cover the repair. Anonymously. The vacation can be a long weekend instead.",
        "Pagaremos la reparación. De forma anónima. Las vacaciones pueden ser un fin de semana largo.",
      ],
      actDir: [
        "{hero} slips an envelope under a door and walks away quickly.",
        "{hero} desliza un sobre por debajo de una puerta y se aleja rápido.",
      ],
      actNar: [
        "{hero} paid the mechanic directly and never said a word.",
        "{hero} le pagó directamente al mecánico y no dijo una palabra.",
      ],
      act: [
        "Just tell her the bill has been taken care of. That's all.",
        "Solo dígale que la cuenta ya está pagada. Nada más.",
      ],
      rivalReply: ["You'll never even get the credit for it.", "Ni siquiera te darán el mérito."],
      outcome: [
        "She stood up in church and said God answered her prayer through someone she'll never know.",
        "Se puso de pie en la iglesia y dijo que Dios respondió su oración a través de alguien a quien nunca conocerá.",
      ],
      lessonLine: ["That's the best kind of credit there is.", "Ese es el mejor mérito que existe."],
    },
  },
  honesty: {
    refrain: ["Tell the truth!", "¡Di la verdad!"],
    kids: {
      place: ["Grandma's Living Room", "La sala de la abuela"],
      props: ["a vase (or a plastic cup), a ball", "un jarrón (o un vaso de plástico), una pelota"],
      problemDir: [
        "A ball rolls across the floor. {hero} stares at a broken vase. {friend} gasps.",
        "Una pelota rueda por el suelo. {hero} mira un jarrón roto. {friend} ahoga un grito.",
      ],
      problemNar: [
        "Grandma had one rule: no ball games in the living room. And now her blue vase was in three pieces.",
        "La abuela tenía una regla: nada de jugar a la pelota en la sala. Y ahora su jarrón azul estaba en tres pedazos.",
      ],
      problem: ["Oh no. Oh no, no, no. That was her favourite.", "Ay, no. Ay, no, no, no. Era su favorito."],
      friendReply: ["Nobody saw. The cat could have done it.", "Nadie lo vio. Pudo haber sido el gato."],
      push: [
        "Blame the cat. Cats knock things over all the time. Easy.",
        "Échale la culpa al gato. Los gatos tiran cosas todo el tiempo. Fácil.",
      ],
      doubt: [
        "But that would be a lie. And Grandma would yell at the cat!",
        "Pero eso sería mentir. ¡Y la abuela regañaría al gato!",
      ],
      advice: [
        "God loves it when we tell the truth, even when the truth is scary. A lie has to be protected forever. The truth sets you free.",
        "A Dios le encanta que digamos la verdad, aunque la verdad dé miedo. Una mentira hay que cuidarla para siempre. La verdad te hace libre.",
      ],
      decision: ["I'm going to tell her. Even if I get in trouble.", "Se lo voy a decir. Aunque me regañen."],
      actDir: ["{hero} holds out the broken pieces.", "{hero} le extiende los pedazos rotos."],
      actNar: ["So {hero} took the pieces to Grandma.", "Entonces {hero} le llevó los pedazos a la abuela."],
      act: [
        "Grandma, I broke your vase. I was playing ball inside. I'm really sorry.",
        "Abuela, rompí tu jarrón. Estaba jugando a la pelota adentro. Lo siento mucho.",
      ],
      rivalReply: ["You could have gotten away with it!", "¡Te podrías haber salido con la tuya!"],
      outcome: [
        "She hugged you! She said the truth is worth more than a hundred vases!",
        "¡Te abrazó! ¡Dijo que la verdad vale más que cien jarrones!",
      ],
      lessonLine: [
        "Telling the truth is brave, and it makes God glad.",
        "Decir la verdad es valiente, y alegra a Dios.",
      ],
    },
    grown: {
      place: ["An Office After Hours", "Una oficina fuera de horario"],
      props: [
        "a desk, a laptop, a stack of reports",
        "un escritorio, una computadora, un montón de informes",
      ],
      problemDir: [
        "{hero} stares at a screen. {friend} leans over to look.",
        "{hero} mira la pantalla. {friend} se inclina para mirar.",
      ],
      problemNar: [
        "{hero} found the error at nine at night: a number in last quarter's report, {hero}'s own mistake, already sent to the client.",
        "{hero} encontró el error a las nueve de la noche: una cifra en el informe del trimestre anterior, un error propio, ya enviado al cliente.",
      ],
      problem: [
        "Nobody's going to catch this. The client won't even notice.",
        "Nadie lo va a descubrir. El cliente ni siquiera lo va a notar.",
      ],
      friendReply: ["But you noticed.", "Pero tú lo notaste."],
      push: [
        "Quietly fix it in next quarter's numbers. That's how everybody does it.",
        "Corrígelo en silencio en las cifras del próximo trimestre. Así lo hacen todos.",
      ],
      doubt: [
        "If I report it, it's my name on the mistake. In a year with promotions.",
        "Si lo informo, mi nombre queda en el error. En un año de ascensos.",
      ],
      advice: [
        "Integrity is who you are when it costs you something. God sees the spreadsheet nobody else checks.",
        "La integridad es lo que eres cuando te cuesta algo. Dios ve la hoja de cálculo que nadie más revisa.",
      ],
      decision: [
        "I'll email my manager tonight. The whole thing.",
        "Esta noche le escribiré a mi jefa. Todo.",
      ],
      actDir: ["{hero} types, pauses, and presses send.", "{hero} escribe, se detiene y pulsa enviar."],
      actNar: [
        "{hero} sent the email at nine forty-seven.",
        "{hero} envió el correo a las nueve y cuarenta y siete.",
      ],
      act: [
        "I found an error in last quarter's report. It was mine. Here's the correction and how I'll prevent it.",
        "Encontré un error en el informe del trimestre pasado. Fue mío. Aquí está la corrección y cómo lo evitaré.",
      ],
      rivalReply: ["Career suicide. Honestly.", "Un suicidio profesional. En serio."],
      outcome: [
        "The manager called. She said she's been looking for someone she can trust with the big account.",
        "Llamó la jefa. Dijo que buscaba a alguien de confianza para la cuenta grande.",
      ],
      lessonLine: [
        "Even if she hadn't, you'd still sleep well tonight. That's worth more.",
        "Aunque no lo hubiera dicho, esta noche dormirías tranquilo. Eso vale más.",
      ],
    },
  },
  friendship: {
    refrain: ["A friend loves at all times!", "¡En todo tiempo ama el amigo!"],
    kids: {
      place: ["The Soccer Field", "La cancha de fútbol"],
      props: ["a soccer ball, two cones", "una pelota de fútbol, dos conos"],
      problemDir: [
        "Kids pick teams. {friend} is left standing alone.",
        "Los niños eligen equipos. {friend} se queda solo.",
      ],
      problemNar: [
        "Every recess, the kids picked teams, and every recess, {friend} was picked last. Today, {friend} wasn't picked at all.",
        "Cada recreo, los niños elegían equipos, y cada recreo, a {friend} lo elegían al final. Hoy no lo eligieron.",
      ],
      problem: ["They didn't pick you? That's not okay.", "¿No te eligieron? Eso no está bien."],
      friendReply: ["It's fine. I'm slow anyway. Just go play.", "No importa. Igual soy lento. Ve a jugar."],
      push: [
        "Come on, we need you! Forget about the slow kid.",
        "¡Vamos, te necesitamos! Olvídate del lento.",
      ],
      doubt: [
        "I really want to play. But my friend is sad.",
        "Tengo muchas ganas de jugar. Pero mi amigo está triste.",
      ],
      advice: [
        "A real friend sticks with you in good times and hard times. That's how Jesus is with us.",
        "Un amigo de verdad está contigo en los buenos y en los malos momentos. Así es Jesús con nosotros.",
      ],
      decision: ["Either we both play, or we both don't.", "O jugamos los dos, o ninguno."],
      actDir: [
        "{hero} walks over to stand next to {friend}.",
        "{hero} se acerca y se pone al lado de {friend}.",
      ],
      actNar: [
        "{hero} walked away from the game and stood next to {friend}.",
        "{hero} dejó el juego y se puso al lado de {friend}.",
      ],
      act: [
        "If my friend can't play, I'm not playing. We can start our own team.",
        "Si mi amigo no juega, yo tampoco. Podemos armar nuestro propio equipo.",
      ],
      rivalReply: [
        "Fine! Fine. You can both be on our team.",
        "¡Está bien! Está bien. Pueden estar los dos en nuestro equipo.",
      ],
      outcome: [
        "You stuck up for me. Nobody ever did that before.",
        "Me defendiste. Nadie había hecho eso antes.",
      ],
      lessonLine: ["That's what a true friend does.", "Eso hace un amigo de verdad."],
    },
    grown: {
      place: ["A Group Chat (Three Phones)", "Un chat de grupo (tres teléfonos)"],
      props: ["three phones, three chairs", "tres teléfonos, tres sillas"],
      problemDir: [
        "{hero}, {friend} and {rival} sit apart, each staring at a phone.",
        "{hero}, {friend} y {rival} están sentados por separado, cada uno mirando su teléfono.",
      ],
      problemNar: [
        "{friend} had gone quiet for weeks. No messages, no church, no answer. In the group chat, people had started making jokes about it.",
        "{friend} llevaba semanas en silencio. Sin mensajes, sin iglesia, sin respuesta. En el chat del grupo, algunos habían empezado a hacer bromas.",
      ],
      problem: [
        "They're joking about {friend} ghosting everyone. Has anybody actually asked if {friend} is okay?",
        "Están bromeando con que {friend} desapareció. ¿Alguien le ha preguntado de verdad si está bien?",
      ],
      friendReply: [
        "(to the audience) Nobody has. Nobody ever does.",
        "(al público) Nadie lo ha hecho. Nadie lo hace nunca.",
      ],
      push: [
        "If someone wants to disappear, let them. People drift. It happens.",
        "Si alguien quiere desaparecer, déjalo. La gente se aleja. Pasa.",
      ],
      doubt: [
        "It's awkward. What do you even say after a month of silence?",
        "Es incómodo. ¿Qué se dice después de un mes de silencio?",
      ],
      advice: [
        "A friend loves at all times, not just the convenient times. You don't need the perfect words. You need to show up.",
        "El amigo ama en todo tiempo, no solo cuando es cómodo. No necesitas las palabras perfectas. Necesitas estar presente.",
      ],
      decision: ["I'm not texting. I'm going over there.", "No voy a escribir. Voy a ir a verlo."],
      actDir: [
        "{hero} crosses the stage and sits down beside {friend}.",
        "{hero} cruza el escenario y se sienta al lado de {friend}.",
      ],
      actNar: ["{hero} drove over, knocked, and waited.", "{hero} fue en coche, tocó y esperó."],
      act: [
        "I don't need you to explain anything. I just missed you. I brought tacos.",
        "No necesito que me expliques nada. Solo te extrañaba. Traje tacos.",
      ],
      rivalReply: ["Huh. Maybe I should have done that.", "Mmm. Tal vez yo debí hacer eso."],
      outcome: [
        "It's been a really dark month. I didn't think anyone noticed. Thank you for coming.",
        "Ha sido un mes muy oscuro. No creí que nadie lo notara. Gracias por venir.",
      ],
      lessonLine: [
        "Sometimes love is just showing up with tacos and staying.",
        "A veces el amor es simplemente llegar con tacos y quedarse.",
      ],
    },
  },
  prayer: {
    refrain: ["We can talk to God!", "¡Podemos hablar con Dios!"],
    kids: {
      place: ["The Kitchen Table", "La mesa de la cocina"],
      props: ["a table, a get-well card, crayons", "una mesa, una tarjeta de ánimo, crayones"],
      problemDir: [
        "{hero} colors a card. {friend} watches.",
        "{hero} colorea una tarjeta. {friend} observa.",
      ],
      problemNar: [
        "{hero}'s grandpa was in the hospital, and {hero} felt too small to help.",
        "El abuelo de {hero} estaba en el hospital, y {hero} se sentía demasiado pequeño para ayudar.",
      ],
      problem: [
        "I wish I could do something for Grandpa. But I'm just a kid.",
        "Ojalá pudiera hacer algo por el abuelo. Pero solo soy un niño.",
      ],
      friendReply: [
        "Doctors do the helping. Kids just wait.",
        "Los doctores son los que ayudan. Los niños solo esperan.",
      ],
      push: [
        "Praying is for grown-ups at church. God's too busy for kid stuff.",
        "Orar es cosa de grandes en la iglesia. Dios está muy ocupado para cosas de niños.",
      ],
      doubt: ["Is that true? Does God listen to kids?", "¿Es verdad? ¿Dios escucha a los niños?"],
      advice: [
        "God loves to hear from kids! You can talk to Him anytime, anywhere, about anything. He always listens.",
        "¡A Dios le encanta escuchar a los niños! Puedes hablar con Él en cualquier momento, en cualquier lugar y de cualquier cosa. Él siempre escucha.",
      ],
      decision: [
        "Then I'm going to pray for Grandpa every single night.",
        "Entonces voy a orar por el abuelo todas las noches.",
      ],
      actDir: [
        "{hero} folds their hands and bows their head.",
        "{hero} junta las manos e inclina la cabeza.",
      ],
      actNar: ["That night, and every night, {hero} prayed.", "Esa noche, y todas las noches, {hero} oró."],
      act: [
        "Dear God, please help Grandpa get better. And help him not be scared. Amen.",
        "Querido Dios, por favor ayuda al abuelo a mejorarse. Y ayúdalo a no tener miedo. Amén.",
      ],
      rivalReply: ["Did it work?", "¿Funcionó?"],
      outcome: [
        "Grandpa said he could feel people praying for him. He's coming home on Friday!",
        "¡El abuelo dijo que sentía que oraban por él! ¡Vuelve a casa el viernes!",
      ],
      lessonLine: [
        "God hears every prayer, even the ones from the smallest voices.",
        "Dios escucha cada oración, aun las de las voces más pequeñas.",
      ],
    },
    grown: {
      place: ["A Hospital Waiting Room", "Una sala de espera de hospital"],
      props: ["three chairs, a vending-machine coffee", "tres sillas, un café de máquina"],
      problemDir: [
        "{hero} paces. {friend} sits with a cold coffee.",
        "{hero} camina de un lado a otro. {friend} está sentado con un café frío.",
      ],
      problemNar: [
        "{hero}'s mother had been in surgery for five hours. {hero} had checked the phone two hundred times and prayed not once.",
        "La madre de {hero} llevaba cinco horas en cirugía. {hero} había mirado el teléfono doscientas veces y no había orado ni una.",
      ],
      problem: [
        "I don't even know how to pray anymore. I used to. Before everything.",
        "Ya ni sé cómo orar. Antes sabía. Antes de todo esto.",
      ],
      friendReply: [
        "You don't need to know how. You just need to start.",
        "No necesitas saber cómo. Solo necesitas empezar.",
      ],
      push: [
        "Prayer is just talking to the ceiling. The surgeons are what matter.",
        "Orar es hablarle al techo. Lo que importa son los cirujanos.",
      ],
      doubt: [
        "What if I pray and she doesn't make it? Then what?",
        "¿Y si oro y ella no sale adelante? ¿Entonces qué?",
      ],
      advice: [
        "Prayer isn't a vending machine. It's a conversation with a Father who's in the room with you. Tell Him the truth: you're scared, and you need Him.",
        "La oración no es una máquina expendedora. Es una conversación con un Padre que está aquí contigo. Dile la verdad: tienes miedo y lo necesitas.",
      ],
      decision: [
        "Would you pray with me? I don't think I can start alone.",
        "¿Orarías conmigo? No creo poder empezar solo.",
      ],
      actDir: [
        "{hero} and {friend} sit, heads bowed, hands clasped together.",
        "{hero} y {friend} se sientan con la cabeza inclinada y las manos unidas.",
      ],
      actNar: [
        "They prayed right there in the waiting room, out loud, with strangers listening.",
        "Oraron allí mismo, en la sala de espera, en voz alta, con desconocidos escuchando.",
      ],
      act: [
        "Father, I'm afraid. I can't fix this. Hold her, hold the doctors, and hold me. Amen.",
        "Padre, tengo miedo. No puedo arreglar esto. Sostenla a ella, sostén a los médicos y sostenme a mí. Amén.",
      ],
      rivalReply: [
        "(quietly) Could you pray for my dad too? He's in room twelve.",
        "(en voz baja) ¿Podrían orar también por mi papá? Está en la habitación doce.",
      ],
      outcome: [
        "The surgeon just came out. She's stable. And I feel like I can breathe again.",
        "Acaba de salir la cirujana. Está estable. Y siento que puedo volver a respirar.",
      ],
      lessonLine: [
        "Whatever the answer, you're never alone in the waiting room.",
        "Sea cual sea la respuesta, nunca estás solo en la sala de espera.",
      ],
    },
  },
  perseverance: {
    refrain: ["Don't give up!", "¡No te rindas!"],
    kids: {
      place: ["The Park Path", "El sendero del parque"],
      props: ["a bicycle helmet, a bandage", "un casco de bicicleta, una curita"],
      problemDir: [
        "{hero} sits on the ground holding a bike helmet. {friend} holds out a bandage.",
        "{hero} está sentado en el suelo con un casco de bicicleta. {friend} le ofrece una curita.",
      ],
      problemNar: [
        "{hero} had fallen off the bike for the tenth time. Everybody else could already ride.",
        "{hero} se había caído de la bicicleta por décima vez. Todos los demás ya sabían andar.",
      ],
      problem: [
        "I quit. I'm never going to learn. Bikes hate me.",
        "Me rindo. Nunca voy a aprender. Las bicicletas me odian.",
      ],
      friendReply: [
        "Bikes don't hate anybody. They're bikes.",
        "Las bicicletas no odian a nadie. Son bicicletas.",
      ],
      push: [
        "Just give up. Walking is fine. Who even needs a bike?",
        "Ríndete. Caminar está bien. ¿Quién necesita una bicicleta?",
      ],
      doubt: ["Maybe God just didn't make me for bikes.", "Tal vez Dios no me hizo para las bicicletas."],
      advice: [
        "Everybody falls while they're learning. God gives us strength to get back up, one more time, and one more time after that.",
        "Todos se caen mientras aprenden. Dios nos da fuerzas para levantarnos una vez más, y otra más después.",
      ],
      decision: [
        "One more try. God, help my wobbly legs.",
        "Un intento más. Dios, ayuda a mis piernas temblorosas.",
      ],
      actDir: [
        "{hero} climbs onto an imaginary bike, wobbles, wobbles, and rides!",
        "{hero} se sube a una bicicleta imaginaria, se tambalea, se tambalea... ¡y avanza!",
      ],
      actNar: [
        "{hero} got back on. Wobble, wobble, wobble... and then, whoosh!",
        "{hero} volvió a subirse. Se tambaleó, se tambaleó... ¡y entonces, zas!",
      ],
      act: [
        "I'm doing it! I'm really doing it! Don't let go! Wait, you already let go?",
        "¡Lo estoy haciendo! ¡De verdad! ¡No me sueltes! Espera, ¿ya me soltaste?",
      ],
      rivalReply: ["Okay, that was actually really cool.", "Está bien, eso fue genial de verdad."],
      outcome: [
        "Eleven tries! You did it on try number eleven!",
        "¡Once intentos! ¡Lo lograste en el intento número once!",
      ],
      lessonLine: [
        "God never gives up on us, so we don't give up either.",
        "Dios nunca se rinde con nosotros; por eso nosotros tampoco nos rendimos.",
      ],
    },
    grown: {
      place: ["An Empty Church Classroom", "Un aula vacía de la iglesia"],
      props: ["a few empty chairs, a box of snacks", "unas sillas vacías, una caja de bocadillos"],
      problemDir: [
        "{hero} stacks empty chairs. {friend} leans in the doorway.",
        "{hero} apila sillas vacías. {friend} se apoya en la puerta.",
      ],
      problemNar: [
        "For two years, {hero} had run the Thursday youth night. Most Thursdays, three kids came. Tonight, one.",
        "Durante dos años, {hero} había dirigido la noche de jóvenes de los jueves. La mayoría de los jueves venían tres chicos. Hoy, uno.",
      ],
      problem: [
        "Two years. Snacks, games, lessons. One kid tonight. I think I'm done.",
        "Dos años. Bocadillos, juegos, lecciones. Un chico esta noche. Creo que ya no puedo más.",
      ],
      friendReply: ["Who was the one kid?", "¿Quién fue el chico?"],
      push: [
        "Life's short. Put your energy where you see results.",
        "La vida es corta. Pon tu energía donde veas resultados.",
      ],
      doubt: [
        "Maybe I misheard God. Maybe this was never my calling.",
        "Tal vez entendí mal a Dios. Tal vez esto nunca fue mi llamado.",
      ],
      advice: [
        "Farmers don't dig up the seed every week to see if it's growing. Keep sowing. The harvest is God's department, and His timing isn't ours.",
        "El agricultor no desentierra la semilla cada semana para ver si crece. Sigue sembrando. La cosecha le toca a Dios, y sus tiempos no son los nuestros.",
      ],
      decision: ["One more season. I'll keep showing up.", "Una temporada más. Seguiré presentándome."],
      actDir: [
        "{hero} unstacks the chairs again and sets out snacks.",
        "{hero} vuelve a desapilar las sillas y pone los bocadillos.",
      ],
      actNar: [
        "{hero} kept showing up, Thursday after Thursday.",
        "{hero} siguió presentándose, jueves tras jueves.",
      ],
      act: [
        "Welcome back, Marcus. Glad you came. Grab a seat.",
        "Bienvenido otra vez, Marcos. Me alegra que vinieras. Toma asiento.",
      ],
      rivalReply: ["Still doing the Thursday thing? Really?", "¿Todavía con lo de los jueves? ¿En serio?"],
      outcome: [
        "Marcus brought six friends this week. He said Thursday night is the only place anyone asks how he's doing.",
        "Marcos trajo a seis amigos esta semana. Dijo que el jueves es el único lugar donde alguien le pregunta cómo está.",
      ],
      lessonLine: [
        "You were never sowing for a crowd. You were sowing for Marcus.",
        "Nunca sembraste para una multitud. Sembrabas para Marcos.",
      ],
    },
  },
  gratitude: {
    refrain: ["Give thanks to God!", "¡Den gracias a Dios!"],
    kids: {
      place: ["A Rainy Afternoon at Home", "Una tarde lluviosa en casa"],
      props: ["a window frame, a notebook, a pencil", "un marco de ventana, un cuaderno, un lápiz"],
      problemDir: [
        "{hero} stares out an imaginary window. {friend} flops on the floor.",
        "{hero} mira por una ventana imaginaria. {friend} se tira al suelo.",
      ],
      problemNar: [
        "It had rained all week. The picnic was cancelled, the park was closed, and {hero} was grumpy.",
        "Había llovido toda la semana. El picnic se canceló, el parque estaba cerrado y {hero} estaba de mal humor.",
      ],
      problem: [
        "This is the worst week ever. Nothing good happened. Nothing!",
        "Esta es la peor semana de la historia. No pasó nada bueno. ¡Nada!",
      ],
      friendReply: ["Nothing? Not one thing?", "¿Nada? ¿Ni una sola cosa?"],
      push: [
        "Yeah, everything's terrible. Let's just complain all day.",
        "Sí, todo es horrible. Quejémonos todo el día.",
      ],
      doubt: [
        "Complaining is kind of fun. But it's making me feel worse.",
        "Quejarse es algo divertido. Pero me hace sentir peor.",
      ],
      advice: [
        "Let's play a game. For every complaint, find three things to thank God for. Thankful hearts are happy hearts.",
        "Juguemos a algo. Por cada queja, busca tres cosas por las que darle gracias a Dios. Los corazones agradecidos son corazones felices.",
      ],
      decision: [
        "Okay. Thank You, God, for my dog, my bed, and pancakes.",
        "Está bien. Gracias, Dios, por mi perro, mi cama y los panqueques.",
      ],
      actDir: [
        "{hero} writes in a notebook, faster and faster.",
        "{hero} escribe en un cuaderno, cada vez más rápido.",
      ],
      actNar: [
        "{hero} started a list. It got longer, and longer, and longer.",
        "{hero} empezó una lista. Se hizo larga, y más larga, y más larga.",
      ],
      act: [
        "My friends, my family, rain boots, puddles, hot cocoa... I need another page!",
        "Mis amigos, mi familia, las botas de lluvia, los charcos, el chocolate caliente... ¡Necesito otra página!",
      ],
      rivalReply: ["Puddles? You're thankful for puddles?", "¿Los charcos? ¿Das gracias por los charcos?"],
      outcome: ["Come on! Let's go jump in them!", "¡Vamos! ¡A saltar en ellos!"],
      lessonLine: [
        "There's always something to thank God for, even on rainy days.",
        "Siempre hay algo por lo que dar gracias a Dios, aun en los días de lluvia.",
      ],
    },
    grown: {
      place: ["A Dinner Table", "La mesa del comedor"],
      props: ["a table, plates, a small notebook", "una mesa, platos, una libreta"],
      problemDir: [
        "{hero} and {friend} sit at a table. {hero} pushes food around the plate.",
        "{hero} y {friend} están a la mesa. {hero} juega con la comida en el plato.",
      ],
      problemNar: [
        "It had been a long year: a move, a smaller paycheck, an apartment that leaked. {hero} had started to notice only what was missing.",
        "Había sido un año largo: una mudanza, un sueldo más pequeño, un apartamento con goteras. {hero} había empezado a fijarse solo en lo que faltaba.",
      ],
      problem: [
        "Everyone on my feed is on vacation. We're eating leftovers under a bucket catching drips.",
        "Todos en las redes están de vacaciones. Nosotros comemos sobras bajo un balde que recoge goteras.",
      ],
      friendReply: ["Good leftovers, though.", "Pero son buenas sobras."],
      push: [
        "You deserve more. Keep comparing; it motivates you.",
        "Mereces más. Sigue comparándote; te motiva.",
      ],
      doubt: ["It doesn't motivate me. It just makes me bitter.", "No me motiva. Solo me amarga."],
      advice: [
        "Gratitude isn't pretending things are fine. It's noticing the gifts that are already in the room. Try writing down three a day.",
        "La gratitud no es fingir que todo está bien. Es notar los regalos que ya están aquí. Intenta escribir tres cada día.",
      ],
      decision: [
        "Three a day. Starting now: this meal, this person, this roof, even with its leak.",
        "Tres al día. Empiezo ya: esta comida, esta persona, este techo, aunque gotee.",
      ],
      actDir: ["{hero} opens a small notebook and writes.", "{hero} abre una libreta y escribe."],
      actNar: [
        "{hero} kept the list for a month. It changed more than the list.",
        "{hero} llevó la lista durante un mes. Cambió más que la lista.",
      ],
      act: [
        "Day thirty. Neighbour fixed the leak for free. Friends brought soup. I laughed today.",
        "Día treinta. El vecino arregló la gotera gratis. Unos amigos trajeron sopa. Hoy me reí.",
      ],
      rivalReply: ["You seem different. Did you get a raise?", "Te veo distinto. ¿Te subieron el sueldo?"],
      outcome: ["No. I just finally noticed what I already had.", "No. Solo empecé a notar lo que ya tenía."],
      lessonLine: [
        "A thankful heart doesn't change the circumstances. It changes what you see in them.",
        "Un corazón agradecido no cambia las circunstancias. Cambia lo que ves en ellas.",
      ],
    },
  },
  humility: {
    refrain: ["God lifts up the humble!", "¡Dios levanta al humilde!"],
    kids: {
      place: ["The Science Fair", "La feria de ciencias"],
      props: ["a trophy, a poster board, a model volcano", "un trofeo, un cartel, un volcán de maqueta"],
      problemDir: [
        "{hero} holds up a trophy. {friend} stands beside a wobbly volcano.",
        "{hero} levanta un trofeo. {friend} está junto a un volcán tambaleante.",
      ],
      problemNar: [
        "{hero} had won first prize at the science fair. {friend}'s volcano hadn't won anything.",
        "{hero} había ganado el primer premio de la feria de ciencias. El volcán de {friend} no había ganado nada.",
      ],
      problem: [
        "First place! I'm the smartest kid in the whole school!",
        "¡Primer lugar! ¡Soy el niño más inteligente de toda la escuela!",
      ],
      friendReply: [
        "Congratulations. My volcano didn't even erupt.",
        "Felicidades. Mi volcán ni siquiera hizo erupción.",
      ],
      push: [
        "You should remind everybody you won. Every day. Loudly.",
        "Deberías recordarles a todos que ganaste. Todos los días. En voz alta.",
      ],
      doubt: [
        "Bragging felt good. But my friend looks really sad.",
        "Presumir se sintió bien. Pero mi amigo se ve muy triste.",
      ],
      advice: [
        "Our gifts come from God. When we're humble, we use them to lift other people up, not to stand on top of them.",
        "Nuestros dones vienen de Dios. Cuando somos humildes, los usamos para levantar a los demás, no para pararnos encima de ellos.",
      ],
      decision: [
        "I'm going to help my friend fix that volcano.",
        "Voy a ayudar a mi amigo a arreglar ese volcán.",
      ],
      actDir: [
        "{hero} sets the trophy down and kneels by the volcano.",
        "{hero} deja el trofeo y se arrodilla junto al volcán.",
      ],
      actNar: ["{hero} put the trophy down and got to work.", "{hero} dejó el trofeo y se puso a trabajar."],
      act: [
        "I think you need more baking soda. Want to try it together?",
        "Creo que le falta bicarbonato. ¿Lo intentamos juntos?",
      ],
      rivalReply: ["You're helping the loser? Why?", "¿Estás ayudando al perdedor? ¿Por qué?"],
      outcome: [
        "It erupted! Foam everywhere! That was the best part of the whole fair!",
        "¡Hizo erupción! ¡Espuma por todas partes! ¡Fue lo mejor de toda la feria!",
      ],
      lessonLine: [
        "Being great isn't about being first. It's about helping others shine too.",
        "Ser grande no es ser el primero. Es ayudar a que otros también brillen.",
      ],
    },
    grown: {
      place: ["A Church Kitchen", "La cocina de la iglesia"],
      props: ["an apron, a stack of dishes, a sink", "un delantal, una pila de platos, un fregadero"],
      problemDir: [
        "{friend} washes a mountain of dishes alone. {hero} walks past in a suit.",
        "{friend} lava sola una montaña de platos. {hero} pasa de largo con traje.",
      ],
      problemNar: [
        "{hero} had just been asked to give the big talk at the church banquet. Meanwhile, in the kitchen, the dishes were piling up.",
        "A {hero} le acababan de pedir que diera el discurso principal en el banquete de la iglesia. Mientras tanto, en la cocina, los platos se amontonaban.",
      ],
      problem: [
        "Keynote speaker. They even put my name on the programme.",
        "Orador principal. Hasta pusieron mi nombre en el programa.",
      ],
      friendReply: [
        "That's wonderful. Could you hand me that towel on your way?",
        "Qué bien. ¿Me pasas ese trapo de camino?",
      ],
      push: [
        "You're the speaker. People like you don't do dishes.",
        "Eres el orador. La gente como tú no lava platos.",
      ],
      doubt: [
        "He has a point. I've earned a little recognition, haven't I?",
        "Tiene razón. Me he ganado un poco de reconocimiento, ¿no?",
      ],
      advice: [
        "Jesus, the night before the cross, picked up a towel and washed feet. The greatest in the kingdom is the servant of all.",
        "Jesús, la noche antes de la cruz, tomó una toalla y lavó pies. El mayor en el reino es el siervo de todos.",
      ],
      decision: ["Where's the other apron?", "¿Dónde está el otro delantal?"],
      actDir: [
        "{hero} takes off the jacket, rolls up the sleeves, and starts drying.",
        "{hero} se quita la chaqueta, se arremanga y empieza a secar.",
      ],
      actNar: [
        "The keynote speaker spent the hour before the talk elbow-deep in dishwater.",
        "El orador principal pasó la hora antes del discurso con los brazos metidos en el agua de los platos.",
      ],
      act: [
        "You wash, I'll dry. And tell me about your week. Really.",
        "Tú lavas, yo seco. Y cuéntame de tu semana. De verdad.",
      ],
      rivalReply: [
        "You're going to smell like dish soap on stage.",
        "Vas a oler a jabón de platos en el escenario.",
      ],
      outcome: [
        "Best talk you've ever given. You opened with the dishes.",
        "El mejor discurso que has dado. Empezaste hablando de los platos.",
      ],
      lessonLine: [
        "Humility isn't thinking less of yourself. It's thinking of yourself less.",
        "La humildad no es pensar menos de ti mismo. Es pensar menos en ti mismo.",
      ],
    },
  },
};

const SCENARIO_FOR: Record<ThemeKey, keyof typeof SCENARIOS> = {
  courage: "courage",
  peace: "peace",
  trust: "peace",
  obedience: "obedience",
  wisdom: "obedience",
  forgiveness: "forgiveness",
  salvation: "forgiveness",
  kindness: "kindness",
  love: "kindness",
  serving: "kindness",
  worth: "kindness",
  generosity: "generosity",
  honesty: "honesty",
  friendship: "friendship",
  teamwork: "friendship",
  prayer: "prayer",
  hope: "prayer",
  perseverance: "perseverance",
  patience: "perseverance",
  gratitude: "gratitude",
  joy: "gratitude",
  creation: "gratitude",
  humility: "humility",
  witness: "courage",
};

interface Mentor {
  name: L;
  desc: L;
  place: L;
}

const MENTORS: { kids: readonly Mentor[]; grown: readonly Mentor[] } = {
  kids: [
    {
      name: ["GRANDMA ROSE", "ABUELA ROSA"],
      desc: ["a wise and cheerful grandmother", "una abuela sabia y alegre"],
      place: ["Grandma's Kitchen", "La cocina de la abuela"],
    },
    {
      name: ["COACH DAVIS", "ENTRENADOR DÍAZ"],
      desc: ["a coach who loves Jesus", "un entrenador que ama a Jesús"],
      place: ["The Locker Room", "El vestuario"],
    },
    {
      name: ["MS. PARK", "MAESTRA LUNA"],
      desc: ["a kind Sunday-school teacher", "una maestra de escuela dominical muy amable"],
      place: ["The Classroom After School", "El aula después de clase"],
    },
  ],
  grown: [
    {
      name: ["PASTOR JIM", "PASTOR JAIME"],
      desc: ["a patient pastor", "un pastor paciente"],
      place: ["The Church Office", "La oficina de la iglesia"],
    },
    {
      name: ["AUNT MARIA", "TÍA MARTA"],
      desc: ["a wise aunt with strong coffee", "una tía sabia con café fuerte"],
      place: ["Aunt Maria's Porch", "El porche de la tía Marta"],
    },
    {
      name: ["MR. OKAFOR", "DON ERNESTO"],
      desc: ["an older friend from church", "un amigo mayor de la iglesia"],
      place: ["The Coffee Shop", "La cafetería"],
    },
  ],
};

function titleCase(name: string): string {
  return name
    .toLowerCase()
    .split(" ")
    .map((w) => (w ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(" ");
}

function topicTitle(topic: string): string {
  const clean = topic.replace(/[:\s]+/g, " ").trim();
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

/** Builds an original parable about a theme for a topic, as a one-off Story. */
export function buildOriginal(themeKey: ThemeKey, topic: string, register: Register, rng: Rng): Story {
  const theme = themeFor(themeKey);
  const scenario = SCENARIOS[SCENARIO_FOR[themeKey]] ?? SCENARIOS.kindness;
  if (!scenario) throw new Error("missing scenario");
  const grown = register === "teen" || register === "adult";
  const text = grown ? scenario.grown : scenario.kids;
  const pool = grown ? MODERN_NAMES.grown : MODERN_NAMES.kids;
  const order = rng.shuffle(pool.en.map((_, i) => i));
  const nameAt = (k: number): L => [pool.en[order[k] ?? k] ?? "SAM", pool.es[order[k] ?? k] ?? "SOFÍA"];
  const hero = nameAt(0);
  const friend = nameAt(1);
  const rival = nameAt(2);
  const mentor = rng.pick(grown ? MENTORS.grown : MENTORS.kids);
  const called = (l: L): L => [titleCase(l[0]), titleCase(l[1])];
  const names = {
    hero: called(hero),
    friend: called(friend),
    rival: called(rival),
    mentor: called(mentor.name),
  };
  const sub = (l: L): L => {
    const one = (s: string, i: 0 | 1) =>
      s.replace(/\{(hero|friend|rival|mentor)\}/g, (_m, k: keyof typeof names) => names[k][i]);
    return [one(l[0], 0), one(l[1], 1)];
  };
  const dir = (l: L): L => l; // directions keep {keys}: the composer writes cast names in capitals.
  const say = (who: string, l: L) => [who, sub(l)[0], sub(l)[1]] as const;
  const t = text;
  const themeName = theme.name;
  const topicT = topicTitle(topic);
  const topicLower = /^[A-ZÁÉÍÓÚÑ][a-záéíóúñ]/.test(topicT)
    ? topicT.charAt(0).toLowerCase() + topicT.slice(1)
    : topicT;

  return {
    id: `original-${themeKey}`,
    original: true,
    title: [`${topicT} — A Modern Parable`, `${topicT} — Una parábola moderna`],
    ref: theme.verse.ref,
    keys: [],
    themes: [themeKey],
    summary: sub([
      `A modern-day parable about ${themeName[0]}: {hero} faces a choice, and a wise friend points the way.`,
      `Una parábola moderna sobre ${themeName[1]}: {hero} enfrenta una decisión y alguien sabio le muestra el camino.`,
    ]),
    lesson: theme.lesson,
    chars: [
      {
        key: "hero",
        name: hero,
        called: names.hero,
        desc: grown
          ? ["faces a hard choice", "enfrenta una decisión difícil"]
          : ["a kid facing a hard choice", "un niño ante una decisión difícil"],
      },
      { key: "mentor", name: mentor.name, called: names.mentor, desc: mentor.desc },
      {
        key: "friend",
        name: friend,
        called: names.friend,
        desc: [`${names.hero[0]}'s friend`, `amigo de ${names.hero[1]}`],
      },
      {
        key: "rival",
        name: rival,
        called: names.rival,
        desc: ["always knows the easy way out", "siempre conoce la salida fácil"],
      },
    ],
    crowd: grown
      ? [
          {
            name: ["COWORKER", "COMPAÑERO DE TRABAJO"],
            desc: ["someone who happens to be there", "alguien que pasaba por allí"],
          },
          { name: ["NEIGHBOUR", "VECINO"], desc: ["a neighbour", "un vecino"] },
        ]
      : [
          { name: ["CLASSMATE", "COMPAÑERO"], desc: ["a classmate", "un compañero de clase"] },
          { name: ["KID", "NIÑO"], desc: ["a kid from the neighbourhood", "un niño del barrio"] },
        ],
    scenes: [
      {
        place: t.place,
        beats: [
          {
            dir: dir(t.problemDir),
            nar: sub(t.problemNar),
            say: [
              [
                "hero",
                `(to the audience) Let me tell you about the week I learned something about ${topicLower}.`,
                `(al público) Déjenme contarles de la semana en que aprendí algo sobre ${topicLower}.`,
              ],
              say("hero", t.problem),
              say("friend", t.friendReply),
            ],
            mood: "calm",
            key: true,
          },
          {
            dir: ["{rival} strolls in, listening.", "{rival} llega caminando y escucha."],
            nar: sub([
              "Then {rival} showed up with an easy answer.",
              "Entonces apareció {rival} con una respuesta fácil.",
            ]),
            say: [
              say("rival", t.push),
              say("hero", t.doubt),
              say("crowd", [
                "Everyone's watching to see what you'll do.",
                "Todos están mirando a ver qué haces.",
              ]),
            ],
            mood: "tension",
          },
        ],
      },
      {
        place: mentor.place,
        beats: [
          {
            dir: [
              "{hero} finds {mentor} and sits down heavily.",
              "{hero} encuentra a {mentor} y se sienta con pesadez.",
            ],
            nar: sub(["Later, {hero} went to see {mentor}.", "Más tarde, {hero} fue a ver a {mentor}."]),
            say: [
              say("hero", ["I don't know what to do.", "No sé qué hacer."]),
              say("mentor", t.advice),
              say("hero", t.decision),
            ],
            mood: "calm",
            key: true,
          },
        ],
      },
      {
        place: t.place,
        beats: [
          {
            dir: dir(t.actDir),
            nar: sub(t.actNar),
            say: [say("hero", t.act), say("rival", t.rivalReply)],
            mood: "tension",
            key: true,
          },
          {
            dir: ["{friend} and {mentor} join {hero}.", "{friend} y {mentor} se unen a {hero}."],
            nar: sub(["And that changed everything.", "Y eso lo cambió todo."]),
            say: [
              say("friend", t.outcome),
              say("mentor", t.lessonLine),
              say("crowd", ["I want to be like that.", "Yo quiero ser así."]),
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: scenario.refrain,
    cue: sub(["cheer for {hero}", "aplaudan a {hero}"]),
    questions: [
      sub(["What would you have done if you were {hero}?", "¿Qué habrías hecho tú en el lugar de {hero}?"]),
      sub(["What did {mentor} help {hero} see?", "¿Qué le ayudó a ver {mentor} a {hero}?"]),
      ["Where could this happen in your own week?", "¿Dónde podría pasar esto en tu propia semana?"],
    ],
    verse: theme.verse,
    props: t.props,
  };
}
