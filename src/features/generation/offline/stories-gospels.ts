/** Stories from the Gospels in the offline writer's library. */
import type { Story } from "./types.ts";

export const GOSPEL_STORIES: readonly Story[] = [
  {
    id: "annunciation",
    title: ["The Angel Visits Mary", "El ángel visita a María"],
    ref: "Luke 1:26-38",
    keys: [
      "annunciation",
      "anunciacion",
      "gabriel",
      "angel gabriel",
      "angel visits mary",
      "mary",
      "maria",
      "nazareth",
      "nazaret",
      "favoured one",
      "llena de gracia",
      "nothing is impossible",
      "nada es imposible",
      "elizabeth",
      "elisabet",
    ],
    themes: ["trust", "obedience"],
    summary: [
      "The angel Gabriel tells Mary, a young woman in Nazareth, that she will be the mother of God's Son, Jesus, and Mary answers with trust.",
      "El ángel Gabriel le dice a María, una joven de Nazaret, que será la madre del Hijo de Dios, Jesús, y María responde con confianza.",
    ],
    lesson: [
      "Nothing is impossible with God, and He uses people who say yes to Him.",
      "Nada es imposible para Dios, y Él usa a las personas que le dicen que sí.",
    ],
    chars: [
      { key: "mary", name: ["MARY", "MARÍA"], desc: ["a young woman in Nazareth", "una joven de Nazaret"] },
      {
        key: "gabriel",
        name: ["ANGEL GABRIEL", "ÁNGEL GABRIEL"],
        called: ["the angel Gabriel", "el ángel Gabriel"],
        desc: ["a messenger from God", "un mensajero de Dios"],
      },
      {
        key: "joseph",
        name: ["JOSEPH", "JOSÉ"],
        desc: ["a carpenter engaged to Mary", "un carpintero comprometido con María"],
      },
      {
        key: "elizabeth",
        name: ["ELIZABETH", "ELISABET"],
        desc: ["Mary's older relative", "una pariente mayor de María"],
      },
    ],
    crowd: [{ name: ["NEIGHBOUR", "VECINA"], desc: ["a neighbour in Nazareth", "una vecina de Nazaret"] }],
    scenes: [
      {
        place: ["Mary's Home in Nazareth", "La casa de María en Nazaret"],
        beats: [
          {
            dir: [
              "{mary} sweeps the floor, humming. Suddenly a bright light shines and {gabriel} appears. Mary drops her broom.",
              "{mary} barre el suelo tarareando. De pronto brilla una luz y aparece {gabriel}. María deja caer la escoba.",
            ],
            nar: [
              "In the town of Nazareth lived a young woman named Mary, who was engaged to marry a carpenter named Joseph. One day God sent the angel Gabriel to her.",
              "En el pueblo de Nazaret vivía una joven llamada María, comprometida para casarse con un carpintero llamado José. Un día Dios le envió al ángel Gabriel.",
            ],
            say: [
              [
                "gabriel",
                "Greetings, you who are highly favoured! The Lord is with you.",
                "¡Salve, muy favorecida! El Señor está contigo.",
              ],
              [
                "mary",
                "(backing away) Who are you? What kind of greeting is this?",
                "(retrocediendo) ¿Quién eres? ¿Qué clase de saludo es este?",
              ],
              [
                "gabriel",
                "Do not be afraid, Mary. God is very pleased with you.",
                "No temas, María. Has hallado gracia delante de Dios.",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "{gabriel} kneels to speak gently. {mary} listens, eyes wide.",
              "{gabriel} se arrodilla para hablarle con suavidad. {mary} escucha con los ojos muy abiertos.",
            ],
            nar: [
              "Gabriel brought the most amazing news anyone had ever heard.",
              "Gabriel traía la noticia más asombrosa que nadie había oído jamás.",
            ],
            say: [
              [
                "gabriel",
                "You will have a son, and you will name Him Jesus. He will be called the Son of the Most High, and His kingdom will never end.",
                "Tendrás un hijo, y le pondrás por nombre Jesús. Será llamado Hijo del Altísimo, y su reino no tendrá fin.",
              ],
              [
                "mary",
                "But how can this be? I'm not married yet.",
                "Pero ¿cómo será esto? Todavía no estoy casada.",
              ],
              [
                "gabriel",
                "The Holy Spirit will come upon you. The holy child will be called the Son of God. Even your relative Elizabeth, who is old, is going to have a baby. Nothing is impossible with God.",
                "El Espíritu Santo vendrá sobre ti. El santo niño será llamado Hijo de Dios. Hasta tu pariente Elisabet, que es anciana, va a tener un bebé. Nada hay imposible para Dios.",
              ],
            ],
            mood: "wonder",
          },
          {
            dir: [
              "{mary} bows her head, then looks up and smiles. The light fades as {gabriel} leaves.",
              "{mary} inclina la cabeza, luego levanta la mirada y sonríe. La luz se apaga mientras {gabriel} se va.",
            ],
            nar: [
              "Mary did not understand everything, but she trusted God completely.",
              "María no entendía todo, pero confiaba plenamente en Dios.",
            ],
            say: [
              [
                "mary",
                "I am the Lord's servant. Let it happen to me just as you have said.",
                "Aquí está la sierva del Señor. Que se haga conmigo conforme a tu palabra.",
              ],
              [
                "crowd",
                "(peeking in) Mary? Was someone here? I saw a light!",
                "(asomándose) ¿María? ¿Había alguien aquí? ¡Vi una luz!",
              ],
              [
                "mary",
                "(to the audience) God is going to do something wonderful.",
                "(al público) Dios va a hacer algo maravilloso.",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
      {
        place: ["Elizabeth's House", "La casa de Elisabet"],
        beats: [
          {
            dir: [
              "{mary} hurries in. {elizabeth} rises, hands on her belly, beaming.",
              "{mary} entra deprisa. {elizabeth} se levanta con las manos en el vientre, radiante.",
            ],
            nar: [
              "Mary hurried to visit her relative Elizabeth. As soon as Elizabeth heard Mary's greeting, the baby inside her jumped for joy.",
              "María fue a toda prisa a visitar a su pariente Elisabet. En cuanto Elisabet oyó el saludo de María, el bebé en su vientre saltó de alegría.",
            ],
            say: [
              [
                "mary",
                "Elizabeth! It's true, you're going to have a baby!",
                "¡Elisabet! ¡Es verdad, vas a tener un bebé!",
              ],
              [
                "elizabeth",
                "Blessed are you among women, Mary! When I heard your voice, my baby leaped for joy!",
                "¡Bendita tú entre las mujeres, María! ¡Cuando oí tu voz, mi bebé saltó de alegría!",
              ],
              [
                "mary",
                "My soul praises the Lord, and my spirit rejoices in God my Saviour!",
                "¡Mi alma engrandece al Señor, y mi espíritu se alegra en Dios mi Salvador!",
              ],
            ],
            mood: "joy",
          },
          {
            dir: [
              "{joseph} sits alone, troubled. Then he wakes as if from a dream and stands up, smiling.",
              "{joseph} está sentado solo, preocupado. Luego despierta como de un sueño y se levanta sonriendo.",
            ],
            nar: [
              "Joseph was worried when he heard Mary's news. But an angel spoke to him in a dream, and Joseph trusted God too.",
              "José se preocupó cuando supo la noticia de María. Pero un ángel le habló en un sueño, y José también confió en Dios.",
            ],
            say: [
              [
                "joseph",
                "An angel told me not to be afraid to take Mary as my wife. Her baby is from God.",
                "Un ángel me dijo que no temiera recibir a María por esposa. Su bebé viene de Dios.",
              ],
              [
                "joseph",
                "We will name Him Jesus, because He will save His people from their sins.",
                "Le pondremos por nombre Jesús, porque Él salvará a su pueblo de sus pecados.",
              ],
            ],
            mood: "calm",
          },
        ],
      },
    ],
    refrain: ["Nothing is impossible with God!", "¡Nada es imposible para Dios!"],
    cue: ["shout “Nothing is impossible with God!”", "griten “¡Nada es imposible para Dios!”"],
    questions: [
      ["What did the angel tell Mary?", "¿Qué le dijo el ángel a María?"],
      ["How did Mary answer the angel?", "¿Cómo le respondió María al ángel?"],
      ["What does it look like to say yes to God?", "¿Cómo se ve decirle que sí a Dios?"],
    ],
    verse: {
      en: "For with God nothing shall be impossible.",
      es: "Porque ninguna cosa es imposible para Dios.",
      ref: "Luke 1:37",
      refEs: "Lucas 1:37",
    },
    props: [
      "a broom, a flashlight for the angel's light, white robes or tinsel for the angel",
      "una escoba, una linterna para la luz del ángel, túnicas blancas o guirnaldas para el ángel",
    ],
  },
  {
    id: "nativity",
    title: ["The Birth of Jesus", "El nacimiento de Jesús"],
    ref: "Luke 2:1-7",
    alsoRefs: ["Matthew 1:18-25"],
    keys: [
      "nativity",
      "natividad",
      "birth of jesus",
      "nacimiento de jesus",
      "christmas",
      "navidad",
      "bethlehem",
      "belen",
      "manger",
      "pesebre",
      "no room at the inn",
      "no habia lugar",
      "innkeeper",
      "mesonero",
      "baby jesus",
      "nino jesus",
      "census",
    ],
    themes: ["salvation", "joy"],
    summary: [
      "Mary and Joseph travel to Bethlehem for the census; there is no room anywhere, so God's Son is born in a stable and laid in a manger.",
      "María y José viajan a Belén para el censo; no hay lugar en ninguna parte, así que el Hijo de Dios nace en un establo y es acostado en un pesebre.",
    ],
    lesson: [
      "God came to us as a baby, Jesus, the Saviour of the world.",
      "Dios vino a nosotros como un bebé, Jesús, el Salvador del mundo.",
    ],
    chars: [
      { key: "mary", name: ["MARY", "MARÍA"], desc: ["the mother of Jesus", "la madre de Jesús"] },
      {
        key: "joseph",
        name: ["JOSEPH", "JOSÉ"],
        desc: ["Mary's husband, a carpenter", "el esposo de María, carpintero"],
      },
      {
        key: "innkeeper",
        name: ["INNKEEPER", "MESONERO"],
        called: ["the innkeeper", "el mesonero"],
        desc: ["runs a very full inn", "dirige un mesón abarrotado"],
      },
      {
        key: "herald",
        name: ["ROMAN HERALD", "HERALDO ROMANO"],
        called: ["the Roman herald", "el heraldo romano"],
        desc: ["announces Caesar's orders", "anuncia las órdenes del César"],
      },
      {
        key: "wife",
        name: ["INNKEEPER'S WIFE", "ESPOSA DEL MESONERO"],
        called: ["the innkeeper's wife", "la esposa del mesonero"],
        desc: ["kind and practical", "amable y práctica"],
      },
    ],
    crowd: [
      {
        name: ["TRAVELLER", "VIAJERO"],
        desc: ["someone travelling to Bethlehem", "alguien que viaja a Belén"],
      },
      {
        name: ["ANIMAL", "ANIMAL"],
        desc: ["an animal in the stable", "un animal del establo"],
        creature: true,
      },
    ],
    scenes: [
      {
        place: ["Nazareth", "Nazaret"],
        beats: [
          {
            dir: [
              "{herald} unrolls a scroll and reads loudly. {mary} and {joseph} look at each other.",
              "{herald} desenrolla un pergamino y lee en voz alta. {mary} y {joseph} se miran.",
            ],
            nar: [
              "In those days, the emperor Caesar Augustus ordered a census. Everyone had to travel to their family's hometown to be counted.",
              "En aquellos días, el emperador César Augusto ordenó un censo. Todos debían viajar al pueblo de su familia para ser empadronados.",
            ],
            say: [
              [
                "herald",
                "By order of Caesar Augustus, everyone must return to their hometown to be registered!",
                "¡Por orden de César Augusto, todos deben volver a su pueblo para ser empadronados!",
              ],
              [
                "joseph",
                "My family is from Bethlehem, the town of King David. We'll have to go.",
                "Mi familia es de Belén, la ciudad del rey David. Tendremos que ir.",
              ],
              [
                "mary",
                "Bethlehem? The baby is due any day now!",
                "¿A Belén? ¡El bebé puede nacer cualquier día!",
              ],
              ["joseph", "God will take care of us, Mary.", "Dios nos cuidará, María."],
            ],
            mood: "calm",
          },
        ],
      },
      {
        place: ["The Crowded Streets of Bethlehem", "Las calles abarrotadas de Belén"],
        beats: [
          {
            dir: [
              "Travellers push past. {joseph} knocks on a door. {innkeeper} opens it a crack.",
              "Los viajeros se abren paso a empujones. {joseph} toca una puerta. {innkeeper} la entreabre.",
            ],
            nar: [
              "After a long journey, Mary and Joseph reached Bethlehem. The town was packed with people, and there was nowhere to stay.",
              "Después de un largo viaje, María y José llegaron a Belén. El pueblo estaba repleto de gente, y no había dónde quedarse.",
            ],
            say: [
              [
                "crowd:0",
                "Excuse me! Coming through! Everyone's in Bethlehem today!",
                "¡Permiso! ¡Con permiso! ¡Hoy todo el mundo está en Belén!",
              ],
              [
                "joseph",
                "Please, sir, do you have a room? My wife is about to have a baby.",
                "Por favor, señor, ¿tiene una habitación? Mi esposa está a punto de dar a luz.",
              ],
              [
                "innkeeper",
                "A room? I don't have a room, a corner or a cushion. We're full!",
                "¿Una habitación? No tengo ni habitación, ni rincón, ni cojín. ¡Estamos llenos!",
              ],
              [
                "wife",
                "Wait! There's the stable out back. It's not much, but it's warm and dry.",
                "¡Espera! Está el establo de atrás. No es gran cosa, pero es cálido y seco.",
              ],
              ["mary", "Thank you. That will be perfect.", "Gracias. Será perfecto."],
            ],
            mood: "tension",
            key: true,
          },
        ],
      },
      {
        place: ["The Stable", "El establo"],
        beats: [
          {
            dir: [
              "Animals shuffle and settle. {joseph} spreads clean straw in a manger. The lights dim to a soft glow.",
              "Los animales se mueven y se acomodan. {joseph} pone paja limpia en un pesebre. Las luces bajan hasta un resplandor suave.",
            ],
            nar: [
              "That night, among the animals, Mary gave birth to her firstborn son. She wrapped Him in cloths and laid Him in a manger, because there was no room for them in the inn.",
              "Esa noche, entre los animales, María dio a luz a su hijo primogénito. Lo envolvió en pañales y lo acostó en un pesebre, porque no había lugar para ellos en el mesón.",
            ],
            say: [
              ["crowd:1", "(softly) Moo.", "(suavemente) Muu."],
              ["mary", "Joseph, look at Him. He's so small.", "José, míralo. Es tan pequeño."],
              [
                "joseph",
                "His name is Jesus, just as the angel said. He will save His people from their sins.",
                "Se llama Jesús, tal como dijo el ángel. Él salvará a su pueblo de sus pecados.",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "{mary} rocks the baby. {innkeeper} and {wife} peek in at the door.",
              "{mary} mece al bebé. {innkeeper} y {wife} se asoman a la puerta.",
            ],
            nar: [
              "God's own Son was born not in a palace but in a stable, so that everyone, rich or poor, could come to Him.",
              "El propio Hijo de Dios no nació en un palacio sino en un establo, para que todos, ricos o pobres, pudieran acercarse a Él.",
            ],
            say: [
              [
                "innkeeper",
                "A baby, born in my stable! If I'd known, I'd have given them my own room.",
                "¡Un bebé nacido en mi establo! Si lo hubiera sabido, les habría dado mi propia habitación.",
              ],
              ["wife", "There's something special about this child.", "Este niño tiene algo especial."],
              [
                "mary",
                "(singing softly) Sleep, little one. God is with us.",
                "(cantando suavemente) Duerme, pequeño. Dios está con nosotros.",
              ],
            ],
            mood: "calm",
          },
        ],
      },
    ],
    refrain: ["Jesus is born!", "¡Jesús ha nacido!"],
    cue: [
      "whisper “Jesus is born!” to the person next to you",
      "susúrrenle “¡Jesús ha nacido!” a la persona de al lado",
    ],
    questions: [
      ["Why did Mary and Joseph go to Bethlehem?", "¿Por qué fueron María y José a Belén?"],
      ["Where was baby Jesus laid to sleep?", "¿Dónde acostaron al niño Jesús?"],
      [
        "Why do you think God sent His Son as a little baby?",
        "¿Por qué crees que Dios envió a su Hijo como un bebé?",
      ],
    ],
    verse: {
      en: "And she shall bring forth a son, and thou shalt call his name JESUS: for he shall save his people from their sins.",
      es: "Y parirá un hijo, y llamarás su nombre JESUS, porque él salvará á su pueblo de sus pecados.",
      ref: "Matthew 1:21",
      refEs: "Mateo 1:21",
    },
    props: [
      "a baby doll wrapped in cloth, a box of straw as a manger, a scroll, animal ears",
      "un muñeco bebé envuelto en una tela, una caja con paja como pesebre, un pergamino, orejas de animales",
    ],
  },
  {
    id: "shepherds",
    title: ["The Shepherds and the Angels", "Los pastores y los ángeles"],
    ref: "Luke 2:8-20",
    keys: [
      "shepherds",
      "pastores",
      "angels",
      "angeles",
      "glory to god",
      "gloria a dios",
      "fields",
      "campo",
      "good news of great joy",
      "nuevas de gran gozo",
      "sheep",
      "ovejas",
      "christmas",
      "navidad",
      "manger",
    ],
    themes: ["joy", "witness"],
    summary: [
      "Angels announce the birth of the Saviour to shepherds in the fields, who hurry to Bethlehem to find the baby and then tell everyone.",
      "Los ángeles anuncian a unos pastores en el campo el nacimiento del Salvador, y ellos corren a Belén a buscar al niño y luego se lo cuentan a todos.",
    ],
    lesson: [
      "The good news of Jesus is for everyone, and it's too good to keep to ourselves.",
      "La buena noticia de Jesús es para todos, y es demasiado buena para guardarla.",
    ],
    chars: [
      {
        key: "shepherd1",
        name: ["OLD SHEPHERD", "PASTOR ANCIANO"],
        called: ["the old shepherd", "el pastor anciano"],
        desc: ["has watched sheep for fifty years", "lleva cincuenta años cuidando ovejas"],
      },
      {
        key: "angel",
        name: ["ANGEL", "ÁNGEL"],
        called: ["the angel", "el ángel"],
        desc: ["brings good news", "trae buenas noticias"],
      },
      {
        key: "shepherd2",
        name: ["YOUNG SHEPHERD", "PASTOR JOVEN"],
        called: ["the young shepherd", "el pastor joven"],
        desc: ["always hungry, always curious", "siempre con hambre, siempre curioso"],
      },
      { key: "mary", name: ["MARY", "MARÍA"], desc: ["the mother of Jesus", "la madre de Jesús"] },
      { key: "joseph", name: ["JOSEPH", "JOSÉ"], desc: ["Mary's husband", "el esposo de María"] },
    ],
    crowd: [
      {
        name: ["SHEPHERD", "PASTOR"],
        desc: ["a shepherd on the night watch", "un pastor de guardia nocturna"],
      },
      { name: ["ANGEL", "ÁNGEL"], desc: ["one of the heavenly choir", "uno del coro celestial"] },
      { name: ["SHEEP", "OVEJA"], desc: ["a sleepy sheep", "una oveja dormilona"], creature: true },
    ],
    scenes: [
      {
        place: ["The Fields Outside Bethlehem", "Los campos cerca de Belén"],
        beats: [
          {
            dir: [
              "Night. Shepherds sit around a pretend campfire. Sheep snooze nearby.",
              "Es de noche. Unos pastores están sentados alrededor de una fogata imaginaria. Las ovejas dormitan cerca.",
            ],
            nar: [
              "That same night, out in the fields near Bethlehem, shepherds were keeping watch over their flocks.",
              "Esa misma noche, en los campos cerca de Belén, unos pastores vigilaban sus rebaños.",
            ],
            say: [
              [
                "shepherd2",
                "Another long, cold night. Nothing ever happens out here.",
                "Otra noche larga y fría. Aquí nunca pasa nada.",
              ],
              [
                "shepherd1",
                "That's the way a shepherd likes it. Quiet sheep, no wolves.",
                "Así le gusta a un pastor. Ovejas tranquilas, sin lobos.",
              ],
              ["crowd:2", "(sleepily) Baa.", "(medio dormida) Beee."],
            ],
            mood: "calm",
          },
          {
            dir: [
              "A blinding light. {angel} appears. The shepherds fall back, covering their eyes.",
              "Una luz deslumbrante. Aparece {angel}. Los pastores retroceden tapándose los ojos.",
            ],
            nar: [
              "Suddenly an angel of the Lord appeared, and the glory of the Lord shone all around them, and they were terrified.",
              "De repente se les apareció un ángel del Señor, y la gloria del Señor los rodeó de resplandor, y tuvieron mucho miedo.",
            ],
            say: [
              ["shepherd2", "What is that? Is the sky on fire?", "¿Qué es eso? ¿Se está quemando el cielo?"],
              [
                "angel",
                "Do not be afraid! I bring you good news of great joy for all the people.",
                "¡No teman! Les traigo buenas noticias de gran gozo para todo el pueblo.",
              ],
              [
                "angel",
                "Today in the town of David a Saviour has been born to you. He is Christ the Lord! You will find the baby wrapped in cloths and lying in a manger.",
                "Hoy, en la ciudad de David, les ha nacido un Salvador, que es Cristo el Señor. Encontrarán al niño envuelto en pañales y acostado en un pesebre.",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "Angels fill the stage, arms raised, singing.",
              "Los ángeles llenan el escenario con los brazos en alto, cantando.",
            ],
            nar: [
              "Suddenly a great company of angels appeared, praising God.",
              "De repente apareció una multitud de ángeles que alababan a Dios.",
            ],
            say: [
              [
                "crowd:1",
                "Glory to God in the highest, and on earth peace to those on whom His favour rests!",
                "¡Gloria a Dios en las alturas, y en la tierra paz a los hombres de buena voluntad!",
              ],
              [
                "shepherd1",
                "Fifty years in these fields, and I've never seen anything like this.",
                "Cincuenta años en estos campos, y nunca había visto nada igual.",
              ],
              [
                "shepherd2",
                "Let's go to Bethlehem and see this thing the Lord has told us about!",
                "¡Vamos a Belén a ver esto que el Señor nos ha anunciado!",
              ],
            ],
            mood: "joy",
          },
        ],
      },
      {
        place: ["The Stable in Bethlehem", "El establo de Belén"],
        beats: [
          {
            dir: [
              "The shepherds tiptoe in. {mary} holds the baby; {joseph} stands beside her.",
              "Los pastores entran de puntillas. {mary} sostiene al bebé; {joseph} está a su lado.",
            ],
            nar: [
              "The shepherds hurried to Bethlehem and found Mary and Joseph, and the baby lying in the manger, just as the angel had said.",
              "Los pastores fueron deprisa a Belén y encontraron a María, a José y al niño acostado en el pesebre, tal como el ángel les había dicho.",
            ],
            say: [
              [
                "shepherd2",
                "(whispering) There He is. In the manger, just like the angel said!",
                "(susurrando) Ahí está. ¡En el pesebre, tal como dijo el ángel!",
              ],
              [
                "shepherd1",
                "An angel told us about your baby. He said He's the Saviour, Christ the Lord.",
                "Un ángel nos habló de su bebé. Dijo que es el Salvador, Cristo el Señor.",
              ],
              ["mary", "Come closer. You're welcome here.", "Acérquense. Son bienvenidos aquí."],
              [
                "joseph",
                "Shepherds! God sent the news to shepherds first.",
                "¡Pastores! Dios les dio la noticia primero a unos pastores.",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "The shepherds leave, running and waving, telling everyone they pass. {mary} watches quietly.",
              "Los pastores salen corriendo y saludando, contándoselo a todos los que encuentran. {mary} los mira en silencio.",
            ],
            nar: [
              "The shepherds told everyone what they had seen and heard, and all who heard it were amazed. But Mary treasured all these things in her heart.",
              "Los pastores contaron a todos lo que habían visto y oído, y todos se maravillaban. Pero María guardaba todas estas cosas en su corazón.",
            ],
            say: [
              [
                "shepherd2",
                "Everybody! The Saviour is born! We saw Him with our own eyes!",
                "¡Todos! ¡Ha nacido el Salvador! ¡Lo vimos con nuestros propios ojos!",
              ],
              [
                "shepherd1",
                "Glory to God! Everything was just as we were told!",
                "¡Gloria a Dios! ¡Todo fue tal como nos dijeron!",
              ],
              [
                "mary",
                "(softly, to the baby) I will remember this night forever.",
                "(suavemente, al bebé) Recordaré esta noche para siempre.",
              ],
            ],
            mood: "joy",
          },
        ],
      },
    ],
    refrain: ["Glory to God in the highest!", "¡Gloria a Dios en las alturas!"],
    cue: [
      "stand up and sing “Glory to God!” with the angels",
      "pónganse de pie y canten “¡Gloria a Dios!” con los ángeles",
    ],
    questions: [
      ["What did the angel tell the shepherds?", "¿Qué les dijo el ángel a los pastores?"],
      [
        "What did the shepherds do after they saw Jesus?",
        "¿Qué hicieron los pastores después de ver a Jesús?",
      ],
      [
        "Who could you tell the good news about Jesus to?",
        "¿A quién le podrías contar la buena noticia de Jesús?",
      ],
    ],
    verse: {
      en: "For unto you is born this day in the city of David a Saviour, which is Christ the Lord.",
      es: "Que os ha nacido hoy, en la ciudad de David, un Salvador, que es CRISTO el Señor.",
      ref: "Luke 2:11",
      refEs: "Lucas 2:11",
    },
    props: [
      "shepherd's crooks, cotton-wool sheep, tinsel haloes, a flashlight, a baby doll in a manger",
      "cayados de pastor, ovejas de algodón, aureolas de guirnalda, una linterna, un muñeco bebé en un pesebre",
    ],
  },
  {
    id: "wise-men",
    title: ["The Wise Men Follow the Star", "Los sabios siguen la estrella"],
    ref: "Matthew 2:1-12",
    keys: [
      "wise men",
      "sabios",
      "magi",
      "magos",
      "three kings",
      "reyes magos",
      "star",
      "estrella",
      "gold frankincense and myrrh",
      "oro incienso y mirra",
      "herod",
      "herodes",
      "epiphany",
      "epifania",
    ],
    themes: ["joy", "generosity"],
    summary: [
      "Wise men from the East follow a star to find the newborn King; they outwit jealous King Herod and worship Jesus with gold, frankincense and myrrh.",
      "Unos sabios de Oriente siguen una estrella para encontrar al Rey recién nacido; burlan al celoso rey Herodes y adoran a Jesús con oro, incienso y mirra.",
    ],
    lesson: [
      "Jesus is worth seeking, and worth our very best.",
      "Vale la pena buscar a Jesús y darle lo mejor de nosotros.",
    ],
    chars: [
      {
        key: "caspar",
        name: ["FIRST WISE MAN", "PRIMER SABIO"],
        called: ["the first wise man", "el primer sabio"],
        desc: ["a star-watcher from the East", "un observador de estrellas de Oriente"],
      },
      {
        key: "herod",
        name: ["KING HEROD", "REY HERODES"],
        called: ["King Herod", "el rey Herodes"],
        desc: ["a jealous, frightened king", "un rey celoso y asustado"],
        foe: true,
      },
      {
        key: "melchior",
        name: ["SECOND WISE MAN", "SEGUNDO SABIO"],
        called: ["the second wise man", "el segundo sabio"],
        desc: ["carries frankincense", "lleva incienso"],
      },
      {
        key: "balthasar",
        name: ["THIRD WISE MAN", "TERCER SABIO"],
        called: ["the third wise man", "el tercer sabio"],
        desc: ["carries myrrh", "lleva mirra"],
      },
      { key: "mary", name: ["MARY", "MARÍA"], desc: ["the mother of Jesus", "la madre de Jesús"] },
      {
        key: "scribe",
        name: ["SCRIBE", "ESCRIBA"],
        called: ["the scribe", "el escriba"],
        desc: ["knows the Scriptures", "conoce las Escrituras"],
      },
    ],
    crowd: [
      { name: ["SERVANT", "SIRVIENTE"], desc: ["a servant of the wise men", "un sirviente de los sabios"] },
      {
        name: ["PALACE GUARD", "GUARDIA DEL PALACIO"],
        desc: ["Herod's guard", "un guardia de Herodes"],
        foe: true,
      },
    ],
    scenes: [
      {
        place: ["A Rooftop in the East", "Una azotea en Oriente"],
        beats: [
          {
            dir: [
              "The three wise men look through a telescope made of a paper roll. A star lights up above them.",
              "Los tres sabios miran por un telescopio hecho con un rollo de papel. Sobre ellos se ilumina una estrella.",
            ],
            nar: [
              "Far away in the East, wise men who studied the stars saw a brand-new star. They knew it meant that a great king had been born.",
              "Muy lejos, en Oriente, unos sabios que estudiaban las estrellas vieron una estrella nueva. Sabían que significaba que había nacido un gran rey.",
            ],
            say: [
              [
                "caspar",
                "Look! A new star, brighter than all the others!",
                "¡Miren! ¡Una estrella nueva, más brillante que todas!",
              ],
              [
                "melchior",
                "It's the sign of a king. A king of the Jews!",
                "Es la señal de un rey. ¡El rey de los judíos!",
              ],
              [
                "balthasar",
                "Then we must go and worship Him. Pack the camels!",
                "Entonces debemos ir a adorarlo. ¡Preparen los camellos!",
              ],
              [
                "crowd",
                "The camels? All the way to Judea? Oh, my back.",
                "¿Los camellos? ¿Hasta Judea? Ay, mi espalda.",
              ],
            ],
            mood: "wonder",
            key: true,
          },
        ],
      },
      {
        place: ["King Herod's Palace", "El palacio del rey Herodes"],
        beats: [
          {
            dir: [
              "The wise men bow before {herod}, who forces a smile.",
              "Los sabios se inclinan ante {herod}, que fuerza una sonrisa.",
            ],
            nar: [
              "After a long journey, the wise men came to Jerusalem, to King Herod's palace.",
              "Después de un largo viaje, los sabios llegaron a Jerusalén, al palacio del rey Herodes.",
            ],
            say: [
              [
                "caspar",
                "Where is the one who has been born King of the Jews? We saw His star and have come to worship Him.",
                "¿Dónde está el rey de los judíos que ha nacido? Vimos su estrella y venimos a adorarlo.",
              ],
              [
                "herod",
                "(aside) Another king? In my kingdom? Never!",
                "(aparte) ¿Otro rey? ¿En mi reino? ¡Jamás!",
              ],
              [
                "scribe",
                "The prophet wrote that the Messiah will be born in Bethlehem.",
                "El profeta escribió que el Mesías nacerá en Belén.",
              ],
              [
                "herod",
                "Go to Bethlehem and search for the child. When you find Him, come and tell me, so that I can worship Him too.",
                "Vayan a Belén y busquen al niño. Cuando lo encuentren, avísenme, para que yo también vaya a adorarlo.",
              ],
            ],
            mood: "tension",
          },
        ],
      },
      {
        place: ["A House in Bethlehem", "Una casa en Belén"],
        beats: [
          {
            dir: [
              "The star moves slowly across the stage and stops above a house. The wise men cheer.",
              "La estrella avanza despacio por el escenario y se detiene sobre una casa. Los sabios lo celebran.",
            ],
            nar: [
              "The star went ahead of them until it stopped over the place where the child was. When they saw the star, they were overjoyed.",
              "La estrella iba delante de ellos hasta que se detuvo sobre el lugar donde estaba el niño. Al ver la estrella, se llenaron de alegría.",
            ],
            say: [
              [
                "melchior",
                "The star has stopped! Right over that house!",
                "¡La estrella se detuvo! ¡Justo encima de esa casa!",
              ],
              ["balthasar", "We've found Him at last!", "¡Por fin lo encontramos!"],
              [
                "crowd",
                "Finally! Can I get off this camel now?",
                "¡Por fin! ¿Ya me puedo bajar de este camello?",
              ],
            ],
            mood: "joy",
          },
          {
            dir: [
              "The wise men kneel before {mary} and the child and open their gifts.",
              "Los sabios se arrodillan ante {mary} y el niño y abren sus regalos.",
            ],
            nar: [
              "They came into the house and saw the child with His mother Mary, and they bowed down and worshipped Him. They gave Him gifts of gold, frankincense and myrrh.",
              "Entraron en la casa, vieron al niño con María su madre, y se postraron y lo adoraron. Le ofrecieron regalos: oro, incienso y mirra.",
            ],
            say: [
              ["caspar", "Gold, for a king.", "Oro, para un rey."],
              ["melchior", "Frankincense, for the One we worship.", "Incienso, para Aquel a quien adoramos."],
              [
                "balthasar",
                "Myrrh, a gift for a life that will be given for others.",
                "Mirra, un regalo para una vida que se entregará por los demás.",
              ],
              [
                "mary",
                "Thank you. You have come such a long way to see Him.",
                "Gracias. Han venido desde tan lejos para verlo.",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "The wise men wake suddenly from sleep, look at each other and tiptoe away a different way.",
              "Los sabios despiertan de pronto, se miran y se van de puntillas por otro camino.",
            ],
            nar: [
              "God warned the wise men in a dream not to go back to Herod, so they went home by another road.",
              "Dios advirtió a los sabios en un sueño que no volvieran a Herodes, así que regresaron a su tierra por otro camino.",
            ],
            say: [
              [
                "caspar",
                "I had a dream. God warned us not to go back to Herod.",
                "Tuve un sueño. Dios nos advirtió que no volviéramos a Herodes.",
              ],
              [
                "balthasar",
                "So did I! We'll take a different road home.",
                "¡Yo también! Volveremos a casa por otro camino.",
              ],
              [
                "melchior",
                "We came looking for a king, and we found the King of kings.",
                "Vinimos buscando a un rey, y encontramos al Rey de reyes.",
              ],
            ],
            mood: "joy",
          },
        ],
      },
    ],
    refrain: ["Follow the star to Jesus!", "¡Sigue la estrella hasta Jesús!"],
    cue: ["point up at the star and say “Ooooh!”", "señalen la estrella y digan “¡Oooh!”"],
    questions: [
      [
        "How did the wise men know where to find Jesus?",
        "¿Cómo supieron los sabios dónde encontrar a Jesús?",
      ],
      ["What gifts did they bring?", "¿Qué regalos le llevaron?"],
      ["What could you give to Jesus?", "¿Qué podrías darle tú a Jesús?"],
    ],
    verse: {
      en: "When they saw the star, they rejoiced with exceeding great joy.",
      es: "Y vista la estrella, se regocijaron con muy grande gozo.",
      ref: "Matthew 2:10",
      refEs: "Mateo 2:10",
    },
    props: [
      "a star on a stick, crowns, three gift boxes, a paper-roll telescope",
      "una estrella en un palo, coronas, tres cajas de regalo, un telescopio de rollo de papel",
    ],
  },
  {
    id: "boy-jesus-temple",
    title: ["The Boy Jesus in the Temple", "El niño Jesús en el templo"],
    ref: "Luke 2:41-52",
    keys: [
      "boy jesus",
      "nino jesus",
      "jesus at twelve",
      "twelve years old",
      "doce anos",
      "temple",
      "templo",
      "my father's house",
      "la casa de mi padre",
      "lost jesus",
      "passover",
      "pascua",
      "teachers",
    ],
    themes: ["wisdom", "obedience"],
    summary: [
      "Twelve-year-old Jesus stays behind in the temple in Jerusalem; after three days of searching, Mary and Joseph find Him amazing the teachers with His questions and answers.",
      "Jesús, con doce años, se queda en el templo de Jerusalén; después de tres días de búsqueda, María y José lo encuentran asombrando a los maestros con sus preguntas y respuestas.",
    ],
    lesson: [
      "Jesus loved His Father's house and grew in wisdom; we can grow in God too.",
      "Jesús amaba la casa de su Padre y crecía en sabiduría; nosotros también podemos crecer en Dios.",
    ],
    chars: [
      { key: "jesus", name: ["JESUS", "JESÚS"], desc: ["twelve years old", "de doce años"] },
      { key: "mary", name: ["MARY", "MARÍA"], desc: ["the mother of Jesus", "la madre de Jesús"] },
      { key: "joseph", name: ["JOSEPH", "JOSÉ"], desc: ["Mary's husband", "el esposo de María"] },
      {
        key: "teacher",
        name: ["TEACHER OF THE LAW", "MAESTRO DE LA LEY"],
        called: ["a teacher of the law", "un maestro de la ley"],
        desc: ["a wise old rabbi", "un rabino anciano y sabio"],
      },
      {
        key: "cousin",
        name: ["COUSIN", "PRIMO"],
        called: ["a cousin", "un primo"],
        desc: ["travelling with the family", "viaja con la familia"],
      },
    ],
    crowd: [
      {
        name: ["PILGRIM", "PEREGRINO"],
        desc: ["travelling home from the feast", "regresa a casa de la fiesta"],
      },
      { name: ["STUDENT", "ESTUDIANTE"], desc: ["listens in the temple", "escucha en el templo"] },
    ],
    scenes: [
      {
        place: ["The Road Home from Jerusalem", "El camino de regreso de Jerusalén"],
        beats: [
          {
            dir: [
              "A crowd of travellers walks along, chatting. {mary} and {joseph} look around.",
              "Un grupo de viajeros camina charlando. {mary} y {joseph} miran a su alrededor.",
            ],
            nar: [
              "Every year Jesus' family went to Jerusalem for the Passover feast. When Jesus was twelve, they set off for home afterwards, not knowing that Jesus had stayed behind.",
              "Cada año la familia de Jesús iba a Jerusalén para la fiesta de la Pascua. Cuando Jesús tenía doce años, emprendieron el regreso sin saber que Jesús se había quedado.",
            ],
            say: [
              ["mary", "Joseph, have you seen Jesus today?", "José, ¿has visto hoy a Jesús?"],
              ["joseph", "I thought He was with the cousins.", "Pensé que estaba con los primos."],
              [
                "cousin",
                "Jesus? We haven't seen Him since we left Jerusalem.",
                "¿Jesús? No lo hemos visto desde que salimos de Jerusalén.",
              ],
              ["mary", "We've lost Him! We have to go back!", "¡Lo perdimos! ¡Tenemos que volver!"],
            ],
            mood: "fear",
            key: true,
          },
          {
            dir: [
              "{mary} and {joseph} hurry through crowded streets, calling out and asking strangers.",
              "{mary} y {joseph} recorren deprisa las calles llenas de gente, llamando y preguntando a desconocidos.",
            ],
            nar: [
              "For three days Mary and Joseph searched all over Jerusalem.",
              "Durante tres días María y José buscaron por toda Jerusalén.",
            ],
            say: [
              [
                "joseph",
                "Excuse me, have you seen a boy, about twelve?",
                "Disculpe, ¿ha visto a un niño de unos doce años?",
              ],
              [
                "crowd:0",
                "Sorry, friend. There are thousands of boys in the city for the feast.",
                "Lo siento, amigo. Hay miles de niños en la ciudad por la fiesta.",
              ],
              ["mary", "Lord, please help us find Him.", "Señor, por favor, ayúdanos a encontrarlo."],
            ],
            mood: "fear",
          },
        ],
      },
      {
        place: ["The Temple Courts", "Los atrios del templo"],
        beats: [
          {
            dir: [
              "{jesus} sits among the teachers, asking questions. {teacher} strokes his beard, amazed.",
              "{jesus} está sentado entre los maestros, haciendo preguntas. {teacher} se acaricia la barba, asombrado.",
            ],
            nar: [
              "After three days they found Him in the temple, sitting among the teachers, listening to them and asking them questions. Everyone was amazed at His understanding.",
              "Después de tres días lo encontraron en el templo, sentado en medio de los maestros, escuchándolos y haciéndoles preguntas. Todos se maravillaban de su entendimiento.",
            ],
            say: [
              [
                "jesus",
                "Teacher, what does the prophet Isaiah mean when he speaks of the servant of the Lord?",
                "Maestro, ¿qué quiere decir el profeta Isaías cuando habla del siervo del Señor?",
              ],
              [
                "teacher",
                "Such a question! Where did a boy from Nazareth learn to think like this?",
                "¡Qué pregunta! ¿Dónde aprendió un niño de Nazaret a pensar así?",
              ],
              [
                "crowd:1",
                "He understands the Scriptures better than some of the teachers!",
                "¡Entiende las Escrituras mejor que algunos maestros!",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "{mary} rushes in and hugs {jesus}. {joseph} sighs with relief.",
              "{mary} entra corriendo y abraza a {jesus}. {joseph} suspira aliviado.",
            ],
            nar: [
              "His mother was so relieved to find Him.",
              "Su madre sintió un enorme alivio al encontrarlo.",
            ],
            say: [
              [
                "mary",
                "Son, why have You done this to us? Your father and I have been searching for You everywhere!",
                "Hijo, ¿por qué nos has hecho esto? ¡Tu padre y yo te hemos buscado por todas partes!",
              ],
              [
                "jesus",
                "Why were you searching for Me? Didn't you know I had to be in My Father's house?",
                "¿Por qué me buscaban? ¿No sabían que en los negocios de mi Padre me es necesario estar?",
              ],
              [
                "joseph",
                "(quietly, to Mary) His Father's house.",
                "(en voz baja, a María) La casa de su Padre.",
              ],
            ],
            mood: "calm",
          },
          {
            dir: [
              "{jesus} takes {mary}'s hand, and the family walks home together.",
              "{jesus} toma la mano de {mary}, y la familia camina junta hacia su casa.",
            ],
            nar: [
              "Jesus went home to Nazareth with them and obeyed them. And Jesus grew in wisdom and in stature, and in favour with God and people.",
              "Jesús volvió con ellos a Nazaret y les obedecía. Y Jesús crecía en sabiduría, en estatura y en gracia para con Dios y con los hombres.",
            ],
            say: [
              ["jesus", "Let's go home.", "Vamos a casa."],
              [
                "mary",
                "(to the audience) I treasured all these things in my heart.",
                "(al público) Yo guardaba todas estas cosas en mi corazón.",
              ],
              [
                "teacher",
                "That boy will be someone great one day. Mark my words.",
                "Ese niño será alguien grande algún día. Recuerden lo que les digo.",
              ],
            ],
            mood: "joy",
          },
        ],
      },
    ],
    refrain: ["Growing in wisdom!", "¡Creciendo en sabiduría!"],
    cue: [
      "stretch up tall as Jesus grows in wisdom and stature",
      "estírense bien alto mientras Jesús crece en sabiduría y estatura",
    ],
    questions: [
      ["Where did Mary and Joseph find Jesus?", "¿Dónde encontraron María y José a Jesús?"],
      ["What was Jesus doing there?", "¿Qué estaba haciendo Jesús allí?"],
      ["How can you grow in wisdom like Jesus?", "¿Cómo puedes crecer en sabiduría como Jesús?"],
    ],
    verse: {
      en: "And Jesus increased in wisdom and stature, and in favour with God and man.",
      es: "Y Jesús crecía en sabiduría, y en edad, y en gracia para con Dios y los hombres.",
      ref: "Luke 2:52",
      refEs: "Lucas 2:52",
    },
    props: [
      "scrolls, cushions for the temple court, travellers' bags",
      "pergaminos, cojines para el atrio del templo, bolsas de viaje",
    ],
  },
  {
    id: "jesus-baptism",
    title: ["Jesus Is Baptised", "El bautismo de Jesús"],
    ref: "Matthew 3:1-17",
    alsoRefs: ["Mark 1:4-11", "Luke 3:21-22"],
    keys: [
      "baptism",
      "baptised",
      "baptized",
      "bautismo",
      "bautizado",
      "john the baptist",
      "juan el bautista",
      "jordan",
      "jordan river",
      "dove",
      "paloma",
      "beloved son",
      "hijo amado",
      "locusts and honey",
      "langostas y miel",
    ],
    themes: ["obedience", "joy"],
    summary: [
      "John the Baptist prepares the way; Jesus comes to be baptised in the Jordan, the Spirit descends like a dove, and God's voice says, This is My beloved Son.",
      "Juan el Bautista prepara el camino; Jesús viene a ser bautizado en el Jordán, el Espíritu desciende como paloma y la voz de Dios dice: Este es mi Hijo amado.",
    ],
    lesson: [
      "Jesus is God's beloved Son, and through Him we can become God's children too.",
      "Jesús es el Hijo amado de Dios, y por Él nosotros también podemos ser hijos de Dios.",
    ],
    chars: [
      {
        key: "john",
        name: ["JOHN THE BAPTIST", "JUAN EL BAUTISTA"],
        called: ["John the Baptist", "Juan el Bautista"],
        desc: ["a bold preacher in the wilderness", "un predicador valiente en el desierto"],
      },
      { key: "jesus", name: ["JESUS", "JESÚS"], desc: ["the Son of God", "el Hijo de Dios"] },
      {
        key: "god",
        name: ["VOICE FROM HEAVEN", "VOZ DEL CIELO"],
        called: ["a voice from heaven", "una voz del cielo"],
        desc: ["God the Father speaking", "Dios Padre que habla"],
        voice: true,
      },
      {
        key: "pharisee",
        name: ["PHARISEE", "FARISEO"],
        called: ["a Pharisee", "un fariseo"],
        desc: ["suspicious of John", "desconfía de Juan"],
        foe: true,
      },
    ],
    crowd: [
      {
        name: ["PERSON IN THE CROWD", "PERSONA DE LA MULTITUD"],
        desc: ["came to hear John preach", "vino a oír predicar a Juan"],
      },
    ],
    scenes: [
      {
        place: ["The Jordan River", "El río Jordán"],
        beats: [
          {
            dir: [
              "{john}, in a rough camel-hair coat, stands knee-deep in a blue-cloth river, calling to the crowd.",
              "{john}, con un áspero manto de pelo de camello, está metido hasta las rodillas en un río de tela azul, llamando a la multitud.",
            ],
            nar: [
              "John the Baptist lived in the wilderness, wore clothes of camel's hair and ate locusts and wild honey. Crowds came from everywhere to hear him preach.",
              "Juan el Bautista vivía en el desierto, vestía ropa de pelo de camello y comía langostas y miel silvestre. Multitudes venían de todas partes a oírlo predicar.",
            ],
            say: [
              [
                "john",
                "Turn back to God, for the kingdom of heaven is near! Prepare the way for the Lord!",
                "¡Arrepiéntanse, porque el reino de los cielos se ha acercado! ¡Preparen el camino del Señor!",
              ],
              ["crowd", "What should we do?", "¿Qué debemos hacer?"],
              [
                "john",
                "If you have two coats, share with someone who has none. Be honest. Be kind.",
                "El que tiene dos abrigos, comparta con el que no tiene ninguno. Sean honrados. Sean bondadosos.",
              ],
              [
                "pharisee",
                "And who are you to tell us what to do? Are you the Messiah?",
                "¿Y quién eres tú para decirnos qué hacer? ¿Eres el Mesías?",
              ],
              [
                "john",
                "No. I baptise with water, but someone is coming who is greater than I am. I'm not worthy to untie His sandals.",
                "No. Yo bautizo con agua, pero viene alguien más grande que yo. No soy digno de desatar sus sandalias.",
              ],
            ],
            mood: "calm",
            key: true,
          },
          {
            dir: [
              "{jesus} walks quietly through the crowd and steps into the river. {john} stops, stunned.",
              "{jesus} camina en silencio entre la multitud y entra en el río. {john} se detiene, asombrado.",
            ],
            nar: [
              "Then Jesus came from Galilee to the Jordan to be baptised by John.",
              "Entonces Jesús vino de Galilea al Jordán para ser bautizado por Juan.",
            ],
            say: [
              [
                "john",
                "You? I'm the one who needs to be baptised by You. Why do You come to me?",
                "¿Tú? Yo necesito ser bautizado por ti. ¿Y tú vienes a mí?",
              ],
              [
                "jesus",
                "Let it be so now. It is right for us to do all that God asks.",
                "Deja que así sea ahora. Conviene que cumplamos todo lo que Dios pide.",
              ],
              ["john", "(bowing his head) Then I will.", "(inclinando la cabeza) Entonces lo haré."],
            ],
            mood: "wonder",
          },
          {
            dir: [
              "{john} lowers {jesus} into the water. As Jesus rises, a white paper dove flutters down. Everyone looks up.",
              "{john} sumerge a {jesus} en el agua. Cuando Jesús sale, baja revoloteando una paloma de papel blanco. Todos miran hacia arriba.",
            ],
            nar: [
              "As soon as Jesus came up out of the water, heaven opened, and He saw the Spirit of God coming down like a dove and resting on Him. And a voice spoke from heaven.",
              "En cuanto Jesús salió del agua, los cielos se abrieron y vio al Espíritu de Dios que descendía como paloma y se posaba sobre Él. Y una voz habló desde el cielo.",
            ],
            say: [
              [
                "god",
                "This is My beloved Son, and I am very pleased with Him.",
                "Este es mi Hijo amado, en quien tengo complacencia.",
              ],
              ["crowd", "Did you hear that? A voice from heaven!", "¿Oyeron eso? ¡Una voz del cielo!"],
              [
                "john",
                "Look! The Lamb of God, who takes away the sin of the world!",
                "¡Miren! ¡El Cordero de Dios, que quita el pecado del mundo!",
              ],
            ],
            mood: "wonder",
            key: true,
          },
        ],
      },
    ],
    refrain: ["This is My beloved Son!", "¡Este es mi Hijo amado!"],
    cue: ["flap your hands like a dove coming down", "muevan las manos como una paloma que desciende"],
    questions: [
      [
        "What did John the Baptist tell people to do?",
        "¿Qué le decía Juan el Bautista a la gente que hiciera?",
      ],
      ["What happened when Jesus came up out of the water?", "¿Qué pasó cuando Jesús salió del agua?"],
      ["What did God say about Jesus?", "¿Qué dijo Dios acerca de Jesús?"],
    ],
    verse: {
      en: "And lo a voice from heaven, saying, This is my beloved Son, in whom I am well pleased.",
      es: "Y he aquí una voz de los cielos que decía: Este es mi Hijo amado, en el cual tengo contentamiento.",
      ref: "Matthew 3:17",
      refEs: "Mateo 3:17",
    },
    props: [
      "a blue cloth river, a furry coat for John, a white paper dove on a string",
      "una tela azul como río, un abrigo peludo para Juan, una paloma de papel blanco colgada de un hilo",
    ],
  },
  {
    id: "fishers-of-men",
    title: ["Jesus Calls the Fishermen", "Jesús llama a los pescadores"],
    ref: "Luke 5:1-11",
    alsoRefs: ["Matthew 4:18-22", "Mark 1:16-20"],
    keys: [
      "fishermen",
      "pescadores",
      "fishers of men",
      "pescadores de hombres",
      "follow me",
      "venid en pos de mi",
      "simon peter",
      "simon pedro",
      "peter",
      "pedro",
      "andrew",
      "andres",
      "james and john",
      "santiago y juan",
      "nets",
      "redes",
      "great catch",
      "pesca milagrosa",
      "disciples",
      "discipulos",
    ],
    themes: ["obedience", "trust"],
    summary: [
      "After a night of catching nothing, Peter obeys Jesus and lets down his nets; they fill to bursting, and Peter, Andrew, James and John leave everything to follow Jesus.",
      "Después de una noche sin pescar nada, Pedro obedece a Jesús y echa las redes; se llenan hasta reventar, y Pedro, Andrés, Santiago y Juan lo dejan todo para seguir a Jesús.",
    ],
    lesson: [
      "When we do what Jesus says, amazing things happen, and following Him is the greatest adventure.",
      "Cuando hacemos lo que Jesús dice, pasan cosas asombrosas, y seguirlo es la mayor aventura.",
    ],
    chars: [
      {
        key: "peter",
        name: ["SIMON PETER", "SIMÓN PEDRO"],
        called: ["Peter", "Pedro"],
        desc: ["a tired, honest fisherman", "un pescador cansado y sincero"],
      },
      {
        key: "jesus",
        name: ["JESUS", "JESÚS"],
        desc: ["the teacher from Nazareth", "el maestro de Nazaret"],
      },
      { key: "andrew", name: ["ANDREW", "ANDRÉS"], desc: ["Peter's brother", "el hermano de Pedro"] },
      {
        key: "james",
        name: ["JAMES", "SANTIAGO"],
        desc: ["a fisherman, John's brother", "un pescador, hermano de Juan"],
      },
      {
        key: "john",
        name: ["JOHN", "JUAN"],
        desc: ["a fisherman, James's brother", "un pescador, hermano de Santiago"],
      },
      {
        key: "zebedee",
        name: ["ZEBEDEE", "ZEBEDEO"],
        desc: ["James and John's father", "el padre de Santiago y Juan"],
      },
    ],
    crowd: [
      {
        name: ["PERSON IN THE CROWD", "PERSONA DE LA MULTITUD"],
        desc: ["came to hear Jesus teach", "vino a oír enseñar a Jesús"],
      },
    ],
    scenes: [
      {
        place: ["The Shore of Lake Galilee", "La orilla del lago de Galilea"],
        beats: [
          {
            dir: [
              "{peter} and {andrew} wash empty nets, yawning. A crowd presses around {jesus}.",
              "{peter} y {andrew} lavan redes vacías, bostezando. Una multitud se aprieta alrededor de {jesus}.",
            ],
            nar: [
              "One morning, crowds pushed close to hear Jesus teach by the Lake of Galilee. Nearby, fishermen were washing their nets after a long night of catching nothing.",
              "Una mañana, la multitud se apretujaba para oír a Jesús enseñar junto al lago de Galilea. Cerca de allí, unos pescadores lavaban sus redes después de una larga noche sin pescar nada.",
            ],
            say: [
              [
                "andrew",
                "All night, Simon. All night, and not one fish.",
                "Toda la noche, Simón. Toda la noche, y ni un pez.",
              ],
              [
                "peter",
                "Don't remind me. Let's just clean the nets and go to bed.",
                "No me lo recuerdes. Limpiemos las redes y vámonos a dormir.",
              ],
              [
                "crowd",
                "Teacher, we can't hear you! There are too many people!",
                "¡Maestro, no lo oímos! ¡Hay demasiada gente!",
              ],
              [
                "jesus",
                "Simon, may I use your boat? Push it out a little from the shore.",
                "Simón, ¿puedo usar tu barca? Apártala un poco de la orilla.",
              ],
            ],
            mood: "calm",
          },
          {
            dir: [
              "{jesus} sits in the boat and teaches. Then He turns to {peter}.",
              "{jesus} se sienta en la barca y enseña. Luego se vuelve hacia {peter}.",
            ],
            nar: [
              "Jesus taught the people from Peter's boat. When He had finished, He told Peter to do something surprising.",
              "Jesús enseñó a la gente desde la barca de Pedro. Cuando terminó, le pidió a Pedro algo sorprendente.",
            ],
            say: [
              [
                "jesus",
                "Now go out into deep water, and let down your nets for a catch.",
                "Ahora boga mar adentro, y echen sus redes para pescar.",
              ],
              [
                "peter",
                "Master, we worked hard all night and caught nothing. But because You say so, I will let down the nets.",
                "Maestro, toda la noche hemos trabajado y nada hemos pescado. Pero porque tú lo dices, echaré la red.",
              ],
              [
                "andrew",
                "(whispering) Fish don't bite in the daytime, Simon.",
                "(susurrando) Los peces no pican de día, Simón.",
              ],
            ],
            mood: "tension",
            key: true,
          },
        ],
      },
      {
        place: ["Out on the Deep Water", "Mar adentro"],
        beats: [
          {
            dir: [
              "{peter} and {andrew} throw out a net. Suddenly they strain to pull it back, leaning backwards.",
              "{peter} y {andrew} echan una red. De pronto hacen fuerza para recogerla, inclinándose hacia atrás.",
            ],
            nar: [
              "When they let down the nets, they caught so many fish that the nets began to break.",
              "Cuando echaron las redes, pescaron tantos peces que las redes comenzaban a romperse.",
            ],
            say: [
              ["andrew", "It's so heavy! The net is tearing!", "¡Pesa muchísimo! ¡La red se rompe!"],
              [
                "peter",
                "James! John! Bring your boat! Quickly!",
                "¡Santiago! ¡Juan! ¡Traigan su barca! ¡Rápido!",
              ],
              [
                "james",
                "Look at all these fish! Both boats are full!",
                "¡Miren cuántos peces! ¡Las dos barcas están llenas!",
              ],
              ["john", "We're sinking! There are too many!", "¡Nos hundimos! ¡Son demasiados!"],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "{peter} falls to his knees in front of {jesus}, surrounded by flapping fish.",
              "{peter} cae de rodillas ante {jesus}, rodeado de peces que saltan.",
            ],
            nar: [
              "When Peter saw this, he fell at Jesus' knees.",
              "Al ver esto, Pedro cayó de rodillas ante Jesús.",
            ],
            say: [
              [
                "peter",
                "Go away from me, Lord. I'm a sinful man!",
                "¡Apártate de mí, Señor, porque soy un hombre pecador!",
              ],
              [
                "jesus",
                "Don't be afraid. From now on you will fish for people.",
                "No temas. Desde ahora serás pescador de hombres.",
              ],
              [
                "jesus",
                "Come, follow Me, all of you, and I will make you fishers of men.",
                "Vengan en pos de mí, todos ustedes, y los haré pescadores de hombres.",
              ],
            ],
            mood: "wonder",
          },
          {
            dir: [
              "The fishermen drop their nets on the shore and walk away with {jesus}. {zebedee} watches, holding the nets.",
              "Los pescadores dejan las redes en la orilla y se van con {jesus}. {zebedee} los mira, con las redes en las manos.",
            ],
            nar: [
              "They pulled their boats up on shore, left everything and followed Him.",
              "Sacaron las barcas a tierra, lo dejaron todo y lo siguieron.",
            ],
            say: [
              ["james", "Father, we're going with Jesus.", "Padre, nos vamos con Jesús."],
              [
                "zebedee",
                "Go, my sons. I'll manage the boats.",
                "Vayan, hijos míos. Yo me encargo de las barcas.",
              ],
              [
                "peter",
                "I don't know where this will lead. But I'm going wherever He goes.",
                "No sé adónde nos llevará esto. Pero iré adonde Él vaya.",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["Come, follow Me!", "¡Vengan, síganme!"],
    cue: [
      "pull in the heavy net with the fishermen: heave, heave, heave!",
      "ayuden a los pescadores a jalar la red pesada: ¡arriba, arriba, arriba!",
    ],
    questions: [
      [
        "Why did Peter let down the nets even though he was tired?",
        "¿Por qué Pedro echó las redes aunque estaba cansado?",
      ],
      ["What did Jesus ask the fishermen to do?", "¿Qué les pidió Jesús a los pescadores?"],
      ["What does it mean to follow Jesus today?", "¿Qué significa seguir a Jesús hoy?"],
    ],
    verse: {
      en: "And he saith unto them, Follow me, and I will make you fishers of men.",
      es: "Y díceles: Venid en pos de mí, y os haré pescadores de hombres.",
      ref: "Matthew 4:19",
      refEs: "Mateo 4:19",
    },
    props: [
      "a net (a volleyball net or a sheet), paper fish, two boxes for boats",
      "una red (de voleibol o una sábana), peces de papel, dos cajas como barcas",
    ],
  },
  {
    id: "wedding-at-cana",
    title: ["The Wedding at Cana", "Las bodas de Caná"],
    ref: "John 2:1-11",
    keys: [
      "cana",
      "wedding",
      "boda",
      "bodas",
      "water into wine",
      "agua en vino",
      "first miracle",
      "primer milagro",
      "stone jars",
      "tinajas",
      "master of the banquet",
      "maestresala",
      "do whatever he tells you",
    ],
    themes: ["trust", "obedience"],
    summary: [
      "At a wedding in Cana the wine runs out; Mary tells the servants to do whatever Jesus says, and Jesus turns six jars of water into the best wine, His first miracle.",
      "En una boda en Caná se acaba el vino; María les dice a los sirvientes que hagan lo que Jesús diga, y Jesús convierte seis tinajas de agua en el mejor vino, su primer milagro.",
    ],
    lesson: [
      "Do whatever Jesus tells you; He cares about our everyday needs.",
      "Hagan todo lo que Jesús les diga; a Él le importan nuestras necesidades de cada día.",
    ],
    chars: [
      { key: "mary", name: ["MARY", "MARÍA"], desc: ["the mother of Jesus", "la madre de Jesús"] },
      { key: "jesus", name: ["JESUS", "JESÚS"], desc: ["a guest at the wedding", "un invitado a la boda"] },
      {
        key: "steward",
        name: ["MASTER OF THE FEAST", "MAESTRESALA"],
        called: ["the master of the feast", "el maestresala"],
        desc: ["in charge of the banquet", "encargado del banquete"],
      },
      {
        key: "servant",
        name: ["HEAD SERVANT", "SIRVIENTE PRINCIPAL"],
        called: ["the head servant", "el sirviente principal"],
        desc: ["in charge of the jars", "encargado de las tinajas"],
      },
      {
        key: "groom",
        name: ["BRIDEGROOM", "NOVIO"],
        called: ["the bridegroom", "el novio"],
        desc: ["very nervous", "muy nervioso"],
      },
      {
        key: "bride",
        name: ["BRIDE", "NOVIA"],
        called: ["the bride", "la novia"],
        desc: ["very happy", "muy feliz"],
      },
    ],
    crowd: [
      { name: ["GUEST", "INVITADO"], desc: ["a wedding guest", "un invitado a la boda"] },
      { name: ["SERVANT", "SIRVIENTE"], desc: ["carries water jars", "carga tinajas de agua"] },
    ],
    scenes: [
      {
        place: ["A Wedding Feast in Cana", "Un banquete de bodas en Caná"],
        beats: [
          {
            dir: [
              "Guests dance and clap. {groom} and {bride} sit at the head table. {servant} tips an empty jug upside down and panics.",
              "Los invitados bailan y aplauden. {groom} y {bride} están en la mesa principal. {servant} pone una jarra vacía boca abajo y se asusta.",
            ],
            nar: [
              "There was a wedding in the village of Cana, and Jesus, His mother Mary and His disciples were invited. In the middle of the party, something terrible happened: the wine ran out.",
              "Había una boda en el pueblo de Caná, y Jesús, su madre María y sus discípulos estaban invitados. En medio de la fiesta pasó algo terrible: se acabó el vino.",
            ],
            say: [
              ["crowd:0", "A toast to the bride and groom!", "¡Un brindis por los novios!"],
              [
                "servant",
                "(whispering) The wine is gone. All of it!",
                "(susurrando) Se acabó el vino. ¡Todo!",
              ],
              [
                "groom",
                "What? My family will be so embarrassed. The whole village will talk!",
                "¿Qué? Mi familia va a quedar en vergüenza. ¡Todo el pueblo hablará de esto!",
              ],
            ],
            mood: "fear",
            key: true,
          },
          {
            dir: [
              "{mary} notices the worried faces and goes to {jesus}.",
              "{mary} ve las caras preocupadas y se acerca a {jesus}.",
            ],
            nar: [
              "Mary noticed, and she knew exactly who to ask.",
              "María se dio cuenta, y sabía exactamente a quién pedirle ayuda.",
            ],
            say: [
              ["mary", "They have no more wine.", "No tienen vino."],
              [
                "jesus",
                "Dear woman, why involve Me? My time has not yet come.",
                "Mujer, ¿qué tengo yo contigo? Aún no ha llegado mi hora.",
              ],
              [
                "mary",
                "(to the servants) Do whatever He tells you.",
                "(a los sirvientes) Hagan todo lo que Él les diga.",
              ],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{jesus} points to six big stone jars. The servants carry bucket after bucket of water.",
              "{jesus} señala seis grandes tinajas de piedra. Los sirvientes cargan cubeta tras cubeta de agua.",
            ],
            nar: [
              "Nearby stood six stone water jars, each holding twenty or thirty gallons.",
              "Allí cerca había seis tinajas de piedra para agua, en cada una cabían unos cien litros.",
            ],
            say: [
              ["jesus", "Fill the jars with water.", "Llenen de agua las tinajas."],
              [
                "servant",
                "With water? All six? Right to the brim?",
                "¿Con agua? ¿Las seis? ¿Hasta el borde?",
              ],
              ["crowd:1", "Splash! This is heavy work!", "¡Plaf! ¡Qué trabajo tan pesado!"],
              [
                "jesus",
                "Now draw some out and take it to the master of the feast.",
                "Ahora saquen un poco y llévenlo al maestresala.",
              ],
            ],
            mood: "calm",
          },
          {
            dir: [
              "{steward} sips from a cup, then gasps and sips again. {servant} stares into the jar, amazed.",
              "{steward} prueba de una copa, ahoga un grito y vuelve a probar. {servant} mira dentro de la tinaja, asombrado.",
            ],
            nar: [
              "The master of the feast tasted the water, which had become wine. He did not know where it had come from, but the servants knew.",
              "El maestresala probó el agua hecha vino. No sabía de dónde venía, pero los sirvientes sí lo sabían.",
            ],
            say: [
              [
                "steward",
                "This is wonderful! Bridegroom, everyone serves the best wine first, but you have saved the best until now!",
                "¡Esto es maravilloso! Novio, todos sirven primero el mejor vino, ¡pero tú has guardado el mejor hasta ahora!",
              ],
              [
                "servant",
                "(to the audience) We poured in water. Water! And now it's the best wine at the wedding!",
                "(al público) Echamos agua. ¡Agua! ¡Y ahora es el mejor vino de la boda!",
              ],
              ["bride", "Where did this come from?", "¿De dónde salió esto?"],
              ["mary", "(smiling) Do whatever He tells you.", "(sonriendo) Hagan todo lo que Él les diga."],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["Do whatever He tells you!", "¡Hagan todo lo que Él les diga!"],
    cue: ["clap and cheer like wedding guests", "aplaudan y celebren como invitados a una boda"],
    questions: [
      ["What problem happened at the wedding?", "¿Qué problema hubo en la boda?"],
      ["What did Mary tell the servants?", "¿Qué les dijo María a los sirvientes?"],
      [
        "What small worry could you bring to Jesus this week?",
        "¿Qué pequeña preocupación podrías llevarle a Jesús esta semana?",
      ],
    ],
    verse: {
      en: "His mother saith unto the servants, Whatsoever he saith unto you, do it.",
      es: "Su madre dice á los que servían: Haced todo lo que os dijere.",
      ref: "John 2:5",
      refEs: "Juan 2:5",
    },
    props: [
      "six large jars or buckets, cups, a jug, a veil for the bride",
      "seis tinajas grandes o cubetas, copas, una jarra, un velo para la novia",
    ],
  },
  {
    id: "through-the-roof",
    title: ["The Man Lowered Through the Roof", "El paralítico bajado por el techo"],
    ref: "Mark 2:1-12",
    alsoRefs: ["Luke 5:17-26", "Matthew 9:1-8"],
    keys: [
      "paralysed man",
      "paralyzed man",
      "paralitico",
      "through the roof",
      "por el techo",
      "four friends",
      "cuatro amigos",
      "mat",
      "camilla",
      "lecho",
      "capernaum",
      "capernaum",
      "take up your mat",
      "toma tu lecho",
      "sins forgiven",
      "pecados perdonados",
    ],
    themes: ["friendship", "forgiveness"],
    summary: [
      "Four friends carry a paralysed man to Jesus; when the crowd blocks the door, they dig through the roof and lower him down. Jesus forgives his sins and heals him.",
      "Cuatro amigos llevan a un paralítico a Jesús; como la multitud tapa la puerta, abren el techo y lo bajan. Jesús le perdona los pecados y lo sana.",
    ],
    lesson: [
      "Good friends bring each other to Jesus, who can forgive and heal.",
      "Los buenos amigos se llevan unos a otros a Jesús, que puede perdonar y sanar.",
    ],
    chars: [
      {
        key: "man",
        name: ["PARALYSED MAN", "PARALÍTICO"],
        called: ["the paralysed man", "el paralítico"],
        desc: ["has not walked in years", "hace años que no camina"],
      },
      {
        key: "friend1",
        name: ["FIRST FRIEND", "PRIMER AMIGO"],
        called: ["the first friend", "el primer amigo"],
        desc: ["full of ideas", "lleno de ideas"],
      },
      {
        key: "jesus",
        name: ["JESUS", "JESÚS"],
        desc: ["teaching in a crowded house", "enseñando en una casa llena de gente"],
      },
      {
        key: "friend2",
        name: ["SECOND FRIEND", "SEGUNDO AMIGO"],
        called: ["the second friend", "el segundo amigo"],
        desc: ["strong and determined", "fuerte y decidido"],
      },
      {
        key: "scribe",
        name: ["TEACHER OF THE LAW", "ESCRIBA"],
        called: ["a teacher of the law", "un escriba"],
        desc: ["disapproves of Jesus", "desaprueba a Jesús"],
        foe: true,
      },
      {
        key: "owner",
        name: ["HOMEOWNER", "DUEÑO DE LA CASA"],
        called: ["the homeowner", "el dueño de la casa"],
        desc: ["worried about his roof", "preocupado por su techo"],
      },
    ],
    crowd: [
      { name: ["FRIEND", "AMIGO"], desc: ["helps carry the mat", "ayuda a cargar la camilla"] },
      {
        name: ["PERSON IN THE CROWD", "PERSONA DE LA MULTITUD"],
        desc: ["squeezed into the house", "apretujado dentro de la casa"],
      },
    ],
    scenes: [
      {
        place: ["A Crowded House in Capernaum", "Una casa llena de gente en Capernaúm"],
        beats: [
          {
            dir: [
              "People pack the doorway. {friend1} and {friend2} arrive carrying {man} on a mat.",
              "La gente abarrota la entrada. Llegan {friend1} y {friend2} cargando a {man} en una camilla.",
            ],
            nar: [
              "Jesus was teaching in a house in Capernaum, and so many people came that there was no room, not even outside the door. Four friends arrived, carrying a man who could not walk.",
              "Jesús estaba enseñando en una casa en Capernaúm, y vino tanta gente que no había lugar, ni siquiera fuera de la puerta. Llegaron cuatro amigos cargando a un hombre que no podía caminar.",
            ],
            say: [
              [
                "friend1",
                "Excuse us! Our friend needs to see Jesus!",
                "¡Con permiso! ¡Nuestro amigo necesita ver a Jesús!",
              ],
              [
                "crowd:1",
                "Sorry! There's no room! We can't even breathe in here!",
                "¡Lo siento! ¡No hay lugar! ¡Aquí ni se puede respirar!",
              ],
              ["man", "It's no use. Take me home, friends.", "Es inútil. Llévenme a casa, amigos."],
              [
                "friend2",
                "No way. We didn't carry you all this way to give up now.",
                "De ninguna manera. No te cargamos hasta aquí para rendirnos ahora.",
              ],
            ],
            mood: "tension",
            key: true,
          },
          {
            dir: [
              "{friend1} points up. The friends climb a ladder and start pulling off roof tiles. Dust falls on the crowd below.",
              "{friend1} señala hacia arriba. Los amigos suben por una escalera y empiezan a quitar tejas. Cae polvo sobre la multitud.",
            ],
            nar: [
              "So the friends climbed up onto the flat roof, made an opening right above Jesus and began lowering their friend down on his mat.",
              "Así que los amigos subieron a la azotea, abrieron un hueco justo encima de Jesús y comenzaron a bajar a su amigo en su camilla.",
            ],
            say: [
              [
                "friend1",
                "The roof! If we can't go through the door, we'll go through the roof!",
                "¡El techo! ¡Si no podemos entrar por la puerta, entraremos por el techo!",
              ],
              [
                "owner",
                "Hey! That's my roof! What are you doing?",
                "¡Oigan! ¡Ese es mi techo! ¿Qué están haciendo?",
              ],
              ["crowd:1", "(coughing) Dust! It's raining dust!", "(tosiendo) ¡Polvo! ¡Está lloviendo polvo!"],
              [
                "friend2",
                "Easy now... lower him slowly... slowly!",
                "Con cuidado... bájenlo despacio... ¡despacio!",
              ],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{man} is lowered on ropes and lands gently in front of {jesus}. Jesus looks up at the friends and smiles.",
              "Bajan a {man} con cuerdas, y llega suavemente frente a {jesus}. Jesús mira hacia arriba a los amigos y sonríe.",
            ],
            nar: [
              "When Jesus saw their faith, He spoke to the man on the mat.",
              "Al ver la fe de ellos, Jesús le habló al hombre de la camilla.",
            ],
            say: [
              ["jesus", "Son, your sins are forgiven.", "Hijo, tus pecados te son perdonados."],
              [
                "scribe",
                "(muttering) Who does He think He is? Only God can forgive sins!",
                "(murmurando) ¿Quién se cree que es? ¡Solo Dios puede perdonar pecados!",
              ],
              [
                "jesus",
                "Which is easier: to say your sins are forgiven, or to say get up and walk? So that you may know that I have authority to forgive sins...",
                "¿Qué es más fácil: decir tus pecados te son perdonados, o decir levántate y anda? Pues para que sepan que tengo autoridad para perdonar pecados...",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "{man} wiggles his toes, then stands, rolls up his mat and walks. The crowd gasps and parts for him.",
              "{man} mueve los dedos de los pies, luego se levanta, enrolla su camilla y camina. La multitud ahoga un grito y le abre paso.",
            ],
            nar: [
              "The man got up, picked up his mat and walked out in front of everyone. They were all amazed and praised God.",
              "El hombre se levantó, tomó su camilla y salió delante de todos. Todos se asombraron y alabaron a Dios.",
            ],
            say: [
              [
                "jesus",
                "I tell you, get up, take your mat and go home.",
                "A ti te digo: levántate, toma tu camilla y vete a tu casa.",
              ],
              ["man", "My legs! I can walk! I can walk!", "¡Mis piernas! ¡Puedo caminar! ¡Puedo caminar!"],
              ["crowd:1", "We have never seen anything like this!", "¡Nunca hemos visto nada igual!"],
              [
                "friend2",
                "(from the roof) We told you it was worth it!",
                "(desde el techo) ¡Les dijimos que valía la pena!",
              ],
              ["owner", "Well. I suppose I can fix the roof.", "Bueno. Supongo que puedo arreglar el techo."],
            ],
            mood: "joy",
          },
        ],
      },
    ],
    refrain: ["Bring your friends to Jesus!", "¡Lleva a tus amigos a Jesús!"],
    cue: [
      "cough and wave away the dust as the roof opens",
      "tosan y sacudan el polvo cuando se abra el techo",
    ],
    questions: [
      [
        "What did the four friends do when they couldn't get in?",
        "¿Qué hicieron los cuatro amigos cuando no pudieron entrar?",
      ],
      ["What two things did Jesus do for the man?", "¿Qué dos cosas hizo Jesús por el hombre?"],
      ["Who is a friend you could bring closer to Jesus?", "¿Qué amigo podrías acercar a Jesús?"],
    ],
    verse: {
      en: "When Jesus saw their faith, he said unto the sick of the palsy, Son, thy sins be forgiven thee.",
      es: "Y viendo Jesús la fe de ellos, dice al paralítico: Hijo, tus pecados te son perdonados.",
      ref: "Mark 2:5",
      refEs: "Marcos 2:5",
    },
    props: [
      "a blanket or mat with ropes at the corners, a stepladder, a little confetti for dust",
      "una manta o camilla con cuerdas en las esquinas, una escalera pequeña, un poco de confeti como polvo",
    ],
  },
  {
    id: "feeding-5000",
    title: ["Jesus Feeds the Five Thousand", "Jesús alimenta a cinco mil"],
    ref: "John 6:1-14",
    alsoRefs: ["Matthew 14:13-21", "Mark 6:30-44", "Luke 9:10-17"],
    keys: [
      "feeding the 5000",
      "feeding of the five thousand",
      "five thousand",
      "cinco mil",
      "5000",
      "five loaves",
      "cinco panes",
      "two fish",
      "dos peces",
      "loaves and fishes",
      "panes y peces",
      "boy's lunch",
      "almuerzo",
      "twelve baskets",
      "doce cestas",
      "multiplication",
    ],
    themes: ["generosity", "trust"],
    summary: [
      "A huge hungry crowd follows Jesus; a boy offers his five small loaves and two fish, and Jesus feeds everyone, with twelve baskets left over.",
      "Una enorme multitud hambrienta sigue a Jesús; un muchacho ofrece sus cinco panes pequeños y dos peces, y Jesús da de comer a todos, y sobran doce cestas.",
    ],
    lesson: [
      "When we give Jesus what we have, even if it is small, He can do great things with it.",
      "Cuando le damos a Jesús lo que tenemos, aunque sea poco, Él puede hacer grandes cosas con ello.",
    ],
    chars: [
      {
        key: "boy",
        name: ["BOY WITH THE LUNCH", "MUCHACHO DEL ALMUERZO"],
        called: ["the boy", "el muchacho"],
        desc: ["brought a small lunch", "trajo un almuerzo pequeño"],
      },
      {
        key: "jesus",
        name: ["JESUS", "JESÚS"],
        desc: ["the teacher everyone is following", "el maestro a quien todos siguen"],
      },
      {
        key: "andrew",
        name: ["ANDREW", "ANDRÉS"],
        desc: ["a disciple who notices the boy", "un discípulo que se fija en el muchacho"],
      },
      {
        key: "philip",
        name: ["PHILIP", "FELIPE"],
        desc: ["a disciple who is good with numbers", "un discípulo bueno para los números"],
      },
      {
        key: "mother",
        name: ["BOY'S MOTHER", "MADRE DEL MUCHACHO"],
        called: ["the boy's mother", "la madre del muchacho"],
        desc: ["packed the lunch", "preparó el almuerzo"],
      },
    ],
    crowd: [
      {
        name: ["PERSON IN THE CROWD", "PERSONA DE LA MULTITUD"],
        desc: ["hungry after a long day", "con hambre después de un largo día"],
      },
      {
        name: ["DISCIPLE", "DISCÍPULO"],
        desc: ["one of Jesus' followers", "uno de los seguidores de Jesús"],
      },
    ],
    scenes: [
      {
        place: ["Early Morning at Home", "Temprano en casa"],
        beats: [
          {
            dir: [
              "{mother} wraps five small rolls and two dried fish in a cloth and hands them to {boy}.",
              "{mother} envuelve cinco panecillos y dos peces secos en un paño y se los da a {boy}.",
            ],
            nar: [
              "One morning a boy set off to see Jesus, the teacher everyone was talking about. His mother packed him a lunch.",
              "Una mañana un muchacho salió a ver a Jesús, el maestro del que todos hablaban. Su madre le preparó un almuerzo.",
            ],
            say: [
              [
                "mother",
                "Five barley loaves and two little fish. Don't lose them!",
                "Cinco panes de cebada y dos pescaditos. ¡No los pierdas!",
              ],
              ["boy", "Thanks, Mum! I'm going to see Jesus!", "¡Gracias, mamá! ¡Voy a ver a Jesús!"],
            ],
            mood: "calm",
          },
        ],
      },
      {
        place: ["A Hillside by the Sea of Galilee", "Una ladera junto al mar de Galilea"],
        beats: [
          {
            dir: [
              "A huge crowd sits on the hillside. Stomachs rumble. {jesus} turns to {philip}.",
              "Una enorme multitud está sentada en la ladera. Se oyen rugir los estómagos. {jesus} se vuelve hacia {philip}.",
            ],
            nar: [
              "A great crowd followed Jesus up a hillside because they had seen Him heal the sick. By evening there were five thousand men, plus women and children, and everyone was hungry.",
              "Una gran multitud siguió a Jesús a una ladera porque lo habían visto sanar a los enfermos. Al atardecer había cinco mil hombres, además de mujeres y niños, y todos tenían hambre.",
            ],
            say: [
              [
                "crowd",
                "My stomach is growling louder than a lion!",
                "¡Mi estómago ruge más fuerte que un león!",
              ],
              [
                "jesus",
                "Philip, where can we buy bread for all these people to eat?",
                "Felipe, ¿dónde compraremos pan para que coman todos estos?",
              ],
              [
                "philip",
                "Eight months' wages wouldn't buy enough for each person to have a bite!",
                "¡Ni con el salario de ocho meses alcanzaría para que cada uno coma un bocado!",
              ],
            ],
            mood: "tension",
            key: true,
          },
          {
            dir: [
              "{boy} tugs on {andrew}'s sleeve and holds up his lunch.",
              "{boy} le jala la manga a {andrew} y le muestra su almuerzo.",
            ],
            nar: [
              "Then Andrew noticed a boy with a small lunch, and the boy offered all of it.",
              "Entonces Andrés se fijó en un muchacho que tenía un almuerzo pequeño, y el muchacho lo ofreció todo.",
            ],
            say: [
              ["boy", "Excuse me! Jesus can have my lunch.", "¡Disculpe! Jesús puede tener mi almuerzo."],
              [
                "andrew",
                "Here is a boy with five small barley loaves and two small fish. But how far will they go among so many?",
                "Aquí hay un muchacho que tiene cinco panes de cebada y dos pececillos. Pero ¿qué es esto para tantos?",
              ],
              [
                "jesus",
                "Bring them here. Have the people sit down.",
                "Tráiganlos aquí. Hagan que la gente se siente.",
              ],
            ],
            mood: "calm",
            key: true,
          },
          {
            dir: [
              "{jesus} lifts the bread and looks up to heaven. The disciples carry baskets through the crowd, and the baskets never run out.",
              "{jesus} levanta el pan y mira al cielo. Los discípulos pasan cestas entre la multitud, y las cestas nunca se vacían.",
            ],
            nar: [
              "Jesus took the loaves, gave thanks and handed them out, and the same with the fish. Everyone ate as much as they wanted.",
              "Jesús tomó los panes, dio gracias y los repartió, y lo mismo con los peces. Todos comieron cuanto quisieron.",
            ],
            say: [
              [
                "jesus",
                "Father, thank You for this bread and for this boy's gift.",
                "Padre, gracias por este pan y por el regalo de este muchacho.",
              ],
              ["crowd", "There's more! It keeps coming!", "¡Hay más! ¡Sigue saliendo!"],
              [
                "philip",
                "I can't count it. Every time I give some away, there's more in the basket!",
                "No puedo contarlo. ¡Cada vez que reparto, hay más en la cesta!",
              ],
              ["boy", "That's my lunch! Feeding everybody!", "¡Es mi almuerzo! ¡Alimentando a todos!"],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "The disciples gather leftovers into twelve baskets and line them up.",
              "Los discípulos recogen las sobras en doce cestas y las ponen en fila.",
            ],
            nar: [
              "When everyone had eaten enough, the disciples gathered the leftovers, and they filled twelve baskets.",
              "Cuando todos quedaron satisfechos, los discípulos recogieron lo que sobró, y llenaron doce cestas.",
            ],
            say: [
              [
                "jesus",
                "Gather the pieces that are left over. Let nothing be wasted.",
                "Recojan los pedazos que sobraron, para que no se pierda nada.",
              ],
              [
                "andrew",
                "Nine, ten, eleven... twelve baskets! More than we started with!",
                "Nueve, diez, once... ¡doce cestas! ¡Más de lo que teníamos al principio!",
              ],
              [
                "crowd",
                "Surely this is the Prophet who was to come into the world!",
                "¡Verdaderamente este es el Profeta que había de venir al mundo!",
              ],
              [
                "boy",
                "(to the audience) I only gave Him a little. He made it enough for everyone.",
                "(al público) Solo le di un poco. Él hizo que alcanzara para todos.",
              ],
            ],
            mood: "joy",
          },
        ],
      },
    ],
    refrain: ["Give what you have to Jesus!", "¡Dale a Jesús lo que tienes!"],
    cue: [
      "rub your tummy and say “Mmm!” when the food is passed around",
      "frótense la barriga y digan “¡Mmm!” cuando repartan la comida",
    ],
    questions: [
      ["What did the boy give to Jesus?", "¿Qué le dio el muchacho a Jesús?"],
      ["How many baskets were left over?", "¿Cuántas cestas sobraron?"],
      ["What do you have that you could give to Jesus?", "¿Qué tienes tú que podrías darle a Jesús?"],
    ],
    verse: {
      en: "And Jesus said unto them, I am the bread of life: he that cometh to me shall never hunger; and he that believeth on me shall never thirst.",
      es: "Y Jesús les dijo: Yo soy el pan de vida: el que á mí viene, nunca tendrá hambre; y el que en mí cree, no tendrá sed jamás.",
      ref: "John 6:35",
      refEs: "Juan 6:35",
    },
    props: [
      "five bread rolls, two paper fish, a cloth bundle, twelve baskets",
      "cinco panecillos, dos peces de papel, un atado de tela, doce cestas",
    ],
  },
  {
    id: "walking-on-water",
    title: ["Jesus Walks on the Water", "Jesús camina sobre el agua"],
    ref: "Matthew 14:22-33",
    alsoRefs: ["Mark 6:45-52", "John 6:16-21"],
    keys: [
      "walking on water",
      "walks on water",
      "camina sobre el agua",
      "andar sobre el agua",
      "peter walks on water",
      "pedro camina sobre el agua",
      "take courage",
      "tened animo",
      "it is i",
      "yo soy",
      "little faith",
      "poca fe",
      "ghost",
      "fantasma",
      "waves",
      "olas",
    ],
    themes: ["trust", "courage"],
    summary: [
      "In the middle of a stormy night Jesus walks across the lake to His disciples; Peter steps out to meet Him, begins to sink when he looks at the waves, and Jesus catches him.",
      "En medio de una noche de tormenta, Jesús camina sobre el lago hacia sus discípulos; Pedro sale a su encuentro, empieza a hundirse cuando mira las olas, y Jesús lo sostiene.",
    ],
    lesson: [
      "Keep your eyes on Jesus; when we start to sink, He reaches out and catches us.",
      "Mantén tus ojos en Jesús; cuando empezamos a hundirnos, Él extiende la mano y nos sostiene.",
    ],
    chars: [
      {
        key: "peter",
        name: ["PETER", "PEDRO"],
        desc: ["a bold and impulsive disciple", "un discípulo valiente e impulsivo"],
      },
      { key: "jesus", name: ["JESUS", "JESÚS"], desc: ["the Son of God", "el Hijo de Dios"] },
      { key: "andrew", name: ["ANDREW", "ANDRÉS"], desc: ["Peter's brother", "el hermano de Pedro"] },
      { key: "john", name: ["JOHN", "JUAN"], desc: ["a young disciple", "un discípulo joven"] },
      {
        key: "thomas",
        name: ["THOMAS", "TOMÁS"],
        desc: ["a disciple who likes proof", "un discípulo al que le gustan las pruebas"],
      },
    ],
    crowd: [{ name: ["DISCIPLE", "DISCÍPULO"], desc: ["one of the twelve", "uno de los doce"] }],
    scenes: [
      {
        place: ["A Boat on the Stormy Lake", "Una barca en el lago agitado"],
        beats: [
          {
            dir: [
              "The disciples row hard, rocking side to side. Wind howls. {jesus} is not with them.",
              "Los discípulos reman con fuerza, balanceándose de lado a lado. Aúlla el viento. {jesus} no está con ellos.",
            ],
            nar: [
              "After feeding the crowd, Jesus sent His disciples ahead in a boat while He went up a mountain to pray. In the night, a strong wind whipped up the waves.",
              "Después de alimentar a la multitud, Jesús envió a sus discípulos en una barca mientras Él subía al monte a orar. Por la noche, un fuerte viento levantó las olas.",
            ],
            say: [
              [
                "andrew",
                "Row harder! The wind is against us!",
                "¡Remen más fuerte! ¡El viento está en contra!",
              ],
              [
                "john",
                "We've been rowing for hours and we're still in the middle of the lake!",
                "¡Llevamos horas remando y seguimos en medio del lago!",
              ],
              [
                "thomas",
                "I'd like to point out that this was not my idea.",
                "Quisiera aclarar que esto no fue idea mía.",
              ],
            ],
            mood: "fear",
          },
          {
            dir: [
              "A figure walks slowly across the waves toward the boat. The disciples scream and huddle together.",
              "Una figura camina despacio sobre las olas hacia la barca. Los discípulos gritan y se apiñan.",
            ],
            nar: [
              "Before dawn, Jesus came toward them, walking on the water. When the disciples saw Him, they were terrified.",
              "Antes del amanecer, Jesús se acercó a ellos caminando sobre el agua. Cuando los discípulos lo vieron, se asustaron muchísimo.",
            ],
            say: [
              ["thomas", "It's a ghost!", "¡Es un fantasma!"],
              ["crowd", "Aaah! A ghost on the water!", "¡Aaah! ¡Un fantasma sobre el agua!"],
              ["jesus", "Take courage! It is I. Don't be afraid.", "¡Tengan ánimo! Soy yo. No tengan miedo."],
            ],
            mood: "fear",
            key: true,
          },
          {
            dir: [
              "{peter} swings one leg over the side of the boat, then the other, and steps onto the water.",
              "{peter} pasa una pierna por encima del borde de la barca, luego la otra, y pisa el agua.",
            ],
            nar: [
              "Peter called out to Jesus, and Jesus invited him to come.",
              "Pedro le gritó a Jesús, y Jesús lo invitó a venir.",
            ],
            say: [
              [
                "peter",
                "Lord, if it's You, tell me to come to You on the water.",
                "Señor, si eres tú, manda que yo vaya a ti sobre las aguas.",
              ],
              ["jesus", "Come.", "Ven."],
              ["andrew", "Peter! What are you doing?", "¡Pedro! ¿Qué haces?"],
              [
                "peter",
                "I'm walking! I'm walking on the water!",
                "¡Estoy caminando! ¡Estoy caminando sobre el agua!",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "A huge wave. {peter} looks around, wobbles and starts to sink. {jesus} grabs his hand.",
              "Una ola enorme. {peter} mira a su alrededor, se tambalea y empieza a hundirse. {jesus} lo toma de la mano.",
            ],
            nar: [
              "But when Peter saw the wind and the waves, he was afraid, and he began to sink.",
              "Pero cuando Pedro vio el viento y las olas, tuvo miedo y comenzó a hundirse.",
            ],
            say: [
              ["peter", "Lord, save me!", "¡Señor, sálvame!"],
              ["jesus", "You of little faith. Why did you doubt?", "Hombre de poca fe, ¿por qué dudaste?"],
              [
                "peter",
                "(gasping) I looked at the waves instead of at You.",
                "(jadeando) Miré las olas en vez de mirarte a ti.",
              ],
            ],
            mood: "fear",
          },
          {
            dir: [
              "{jesus} and {peter} climb into the boat. The wind stops. Everyone kneels.",
              "{jesus} y {peter} suben a la barca. El viento se detiene. Todos se arrodillan.",
            ],
            nar: [
              "When they climbed into the boat, the wind died down. Then those in the boat worshipped Jesus.",
              "Cuando subieron a la barca, el viento se calmó. Entonces los que estaban en la barca adoraron a Jesús.",
            ],
            say: [
              [
                "john",
                "The wind stopped the moment He stepped in.",
                "El viento se detuvo en cuanto Él subió.",
              ],
              [
                "thomas",
                "I've seen it with my own eyes. Truly You are the Son of God!",
                "Lo he visto con mis propios ojos. ¡Verdaderamente eres el Hijo de Dios!",
              ],
              ["crowd", "Truly You are the Son of God!", "¡Verdaderamente eres el Hijo de Dios!"],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["Keep your eyes on Jesus!", "¡Mantén tus ojos en Jesús!"],
    cue: [
      "sway side to side like a boat in the storm",
      "balancéense de lado a lado como una barca en la tormenta",
    ],
    questions: [
      [
        "What did the disciples think they saw on the water?",
        "¿Qué creyeron ver los discípulos sobre el agua?",
      ],
      ["Why did Peter start to sink?", "¿Por qué comenzó a hundirse Pedro?"],
      ["What are the waves that distract you from Jesus?", "¿Cuáles son las olas que te distraen de Jesús?"],
    ],
    verse: {
      en: "But straightway Jesus spake unto them, saying, Be of good cheer; it is I; be not afraid.",
      es: "Mas luego Jesús les habló, diciendo: Confiad, yo soy; no tengáis miedo.",
      ref: "Matthew 14:27",
      refEs: "Mateo 14:27",
    },
    props: [
      "a blue sheet for waves, a bench or box for the boat, oars or brooms",
      "una sábana azul como olas, un banco o caja como barca, remos o escobas",
    ],
  },
  {
    id: "calming-the-storm",
    title: ["Jesus Calms the Storm", "Jesús calma la tormenta"],
    ref: "Mark 4:35-41",
    alsoRefs: ["Matthew 8:23-27", "Luke 8:22-25"],
    keys: [
      "calms the storm",
      "calming the storm",
      "calma la tormenta",
      "calmar la tempestad",
      "storm",
      "tempestad",
      "peace be still",
      "calla enmudece",
      "asleep in the boat",
      "dormido en la barca",
      "wind and waves",
      "viento y olas",
    ],
    themes: ["peace", "trust"],
    summary: [
      "A fierce storm threatens to swamp the disciples' boat while Jesus sleeps; they wake Him, and He commands the wind and waves to be still.",
      "Una fuerte tormenta amenaza con hundir la barca de los discípulos mientras Jesús duerme; lo despiertan, y Él ordena al viento y a las olas que se calmen.",
    ],
    lesson: [
      "Jesus is stronger than any storm, so we can trust Him when we are afraid.",
      "Jesús es más fuerte que cualquier tormenta, así que podemos confiar en Él cuando tenemos miedo.",
    ],
    chars: [
      {
        key: "peter",
        name: ["PETER", "PEDRO"],
        desc: ["an experienced fisherman", "un pescador con experiencia"],
      },
      {
        key: "jesus",
        name: ["JESUS", "JESÚS"],
        desc: ["very tired after a long day of teaching", "muy cansado tras un largo día de enseñar"],
      },
      { key: "james", name: ["JAMES", "SANTIAGO"], desc: ["a fisherman disciple", "un discípulo pescador"] },
      { key: "john", name: ["JOHN", "JUAN"], desc: ["James's brother", "el hermano de Santiago"] },
      {
        key: "matthew",
        name: ["MATTHEW", "MATEO"],
        desc: ["a former tax collector who gets seasick", "un antiguo cobrador de impuestos que se marea"],
      },
    ],
    crowd: [{ name: ["DISCIPLE", "DISCÍPULO"], desc: ["one of the twelve", "uno de los doce"] }],
    scenes: [
      {
        place: ["A Boat on the Sea of Galilee", "Una barca en el mar de Galilea"],
        beats: [
          {
            dir: [
              "The disciples push off in a boat. {jesus} lies down at the back with a cushion and falls asleep.",
              "Los discípulos salen en una barca. {jesus} se acuesta en la popa sobre un cabezal y se queda dormido.",
            ],
            nar: [
              "At the end of a long day of teaching, Jesus said to His disciples, Let's go over to the other side of the lake. Jesus was so tired that He fell asleep in the back of the boat.",
              "Al final de un largo día de enseñanza, Jesús dijo a sus discípulos: Pasemos al otro lado del lago. Jesús estaba tan cansado que se durmió en la popa de la barca.",
            ],
            say: [
              ["jesus", "Let's cross over to the other side.", "Pasemos al otro lado."],
              [
                "peter",
                "Calm water, gentle breeze. Perfect evening for sailing.",
                "Agua tranquila, brisa suave. Una tarde perfecta para navegar.",
              ],
              [
                "matthew",
                "Speak for yourself. I'm already feeling queasy.",
                "Habla por ti. Yo ya me estoy mareando.",
              ],
            ],
            mood: "calm",
          },
          {
            dir: [
              "Thunder. The boat pitches wildly. Disciples bail water with buckets. {jesus} keeps sleeping.",
              "Truenos. La barca se sacude con violencia. Los discípulos sacan agua con cubetas. {jesus} sigue durmiendo.",
            ],
            nar: [
              "Suddenly a furious storm came up. The waves broke over the boat until it was nearly full of water. But Jesus was still asleep on a cushion.",
              "De repente se levantó una tormenta furiosa. Las olas rompían sobre la barca hasta casi llenarla de agua. Pero Jesús seguía durmiendo sobre un cabezal.",
            ],
            say: [
              ["james", "Bail! Bail faster!", "¡Saquen agua! ¡Más rápido!"],
              [
                "peter",
                "I've fished this lake all my life, and I've never seen waves like these!",
                "¡He pescado en este lago toda mi vida y nunca había visto olas así!",
              ],
              ["crowd", "We're going to sink!", "¡Nos vamos a hundir!"],
              ["john", "Where's Jesus? He's... asleep?", "¿Dónde está Jesús? ¿Está... dormido?"],
            ],
            mood: "fear",
            key: true,
          },
          {
            dir: ["{peter} shakes {jesus} awake.", "{peter} sacude a {jesus} para despertarlo."],
            nar: ["The disciples woke Jesus up.", "Los discípulos despertaron a Jesús."],
            say: [
              [
                "peter",
                "Teacher, don't You care that we're going to drown?",
                "Maestro, ¿no te importa que perezcamos?",
              ],
              [
                "jesus",
                "(standing up, calmly) Why are you so afraid?",
                "(poniéndose de pie, tranquilo) ¿Por qué tienen tanto miedo?",
              ],
            ],
            mood: "fear",
          },
          {
            dir: [
              "{jesus} raises His hand over the waves. Instantly the thunder stops, the rocking stops, and the lights turn soft blue.",
              "{jesus} levanta la mano sobre las olas. Al instante paran los truenos, se detiene el vaivén y las luces se vuelven de un azul suave.",
            ],
            nar: [
              "Jesus got up, rebuked the wind and said to the waves, Quiet! Be still! Then the wind stopped, and it was completely calm.",
              "Jesús se levantó, reprendió al viento y dijo al mar: ¡Calla, enmudece! Y cesó el viento, y se hizo grande bonanza.",
            ],
            say: [
              ["jesus", "Peace! Be still!", "¡Calla! ¡Enmudece!"],
              [
                "john",
                "(whispering) Listen. Nothing. Not even a ripple.",
                "(susurrando) Escuchen. Nada. Ni una ola.",
              ],
              [
                "jesus",
                "Why are you so afraid? Do you still have no faith?",
                "¿Por qué están así amedrentados? ¿Cómo no tienen fe?",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "The disciples stare at {jesus}, then at the flat water, then at each other.",
              "Los discípulos miran a {jesus}, luego al agua en calma y luego unos a otros.",
            ],
            nar: [
              "The disciples were filled with awe and asked each other who this could be.",
              "Los discípulos se llenaron de asombro y se preguntaban unos a otros quién sería este.",
            ],
            say: [
              [
                "james",
                "Who is this? Even the wind and the waves obey Him!",
                "¿Quién es este, que aun el viento y el mar le obedecen?",
              ],
              ["matthew", "And my stomach feels better too.", "Y también se me calmó el estómago."],
              [
                "peter",
                "The same One who made the sea is sitting in our boat.",
                "El mismo que hizo el mar está sentado en nuestra barca.",
              ],
            ],
            mood: "wonder",
          },
        ],
      },
    ],
    refrain: ["Peace, be still!", "¡Calla, enmudece!"],
    cue: [
      "make the storm noises: wind, rain and thunder, then stop instantly when Jesus speaks",
      "hagan los ruidos de la tormenta: viento, lluvia y truenos, y callen de golpe cuando hable Jesús",
    ],
    questions: [
      [
        "What was Jesus doing when the storm started?",
        "¿Qué estaba haciendo Jesús cuando empezó la tormenta?",
      ],
      ["What did Jesus say to the wind and the waves?", "¿Qué les dijo Jesús al viento y al mar?"],
      [
        "What storms in your life can you bring to Jesus?",
        "¿Qué tormentas de tu vida puedes llevarle a Jesús?",
      ],
    ],
    verse: {
      en: "And he arose, and rebuked the wind, and said unto the sea, Peace, be still. And the wind ceased, and there was a great calm.",
      es: "Y levantándose, increpó al viento, y dijo á la mar: Calla, enmudece. Y cesó el viento, y fué hecha grande bonanza.",
      ref: "Mark 4:39",
      refEs: "Marcos 4:39",
    },
    props: [
      "a blue sheet for waves, buckets, a cushion, a flashlight for lightning",
      "una sábana azul como olas, cubetas, un cojín, una linterna para los relámpagos",
    ],
  },
  {
    id: "good-samaritan",
    title: ["The Good Samaritan", "El buen samaritano"],
    ref: "Luke 10:25-37",
    keys: [
      "good samaritan",
      "buen samaritano",
      "samaritan",
      "samaritano",
      "who is my neighbour",
      "who is my neighbor",
      "quien es mi projimo",
      "neighbour",
      "neighbor",
      "projimo",
      "road to jericho",
      "camino a jerico",
      "robbers",
      "ladrones",
      "priest and levite",
      "sacerdote y levita",
      "inn",
    ],
    themes: ["kindness", "love"],
    summary: [
      "Jesus tells of a traveller beaten by robbers; a priest and a Levite pass by, but a despised Samaritan stops, cares for him and pays for his recovery.",
      "Jesús cuenta de un viajero golpeado por ladrones; un sacerdote y un levita pasan de largo, pero un samaritano despreciado se detiene, lo cuida y paga su recuperación.",
    ],
    lesson: [
      "A neighbour is anyone who needs our help, and love means stopping to help.",
      "Nuestro prójimo es cualquiera que necesite ayuda, y amar es detenerse a ayudar.",
    ],
    chars: [
      {
        key: "samaritan",
        name: ["SAMARITAN", "SAMARITANO"],
        called: ["the Samaritan", "el samaritano"],
        desc: ["a traveller from Samaria", "un viajero de Samaria"],
      },
      {
        key: "traveller",
        name: ["TRAVELLER", "VIAJERO"],
        called: ["the traveller", "el viajero"],
        desc: ["on his way to Jericho", "va camino a Jericó"],
      },
      { key: "jesus", name: ["JESUS", "JESÚS"], desc: ["tells the story", "cuenta la historia"] },
      {
        key: "lawyer",
        name: ["EXPERT IN THE LAW", "INTÉRPRETE DE LA LEY"],
        called: ["the expert in the law", "el intérprete de la ley"],
        desc: ["asks Jesus a tricky question", "le hace a Jesús una pregunta difícil"],
      },
      {
        key: "priest",
        name: ["PRIEST", "SACERDOTE"],
        called: ["a priest", "un sacerdote"],
        desc: ["in a hurry", "tiene prisa"],
      },
      {
        key: "levite",
        name: ["LEVITE", "LEVITA"],
        called: ["a Levite", "un levita"],
        desc: ["a temple helper, also in a hurry", "un ayudante del templo, también con prisa"],
      },
      {
        key: "innkeeper",
        name: ["INNKEEPER", "MESONERO"],
        called: ["the innkeeper", "el mesonero"],
        desc: ["runs the inn", "atiende el mesón"],
      },
    ],
    crowd: [
      { name: ["LISTENER", "OYENTE"], desc: ["listening to Jesus", "escucha a Jesús"] },
      { name: ["ROBBER", "LADRÓN"], desc: ["a bandit on the road", "un bandido del camino"], foe: true },
    ],
    scenes: [
      {
        place: ["Where Jesus Is Teaching", "Donde Jesús enseña"],
        beats: [
          {
            dir: [
              "{lawyer} stands up in the crowd with his arms folded.",
              "{lawyer} se pone de pie entre la multitud, cruzado de brazos.",
            ],
            nar: [
              "One day an expert in the law tried to test Jesus with a question.",
              "Un día, un intérprete de la ley quiso poner a prueba a Jesús con una pregunta.",
            ],
            say: [
              [
                "lawyer",
                "Teacher, what must I do to inherit eternal life?",
                "Maestro, ¿qué debo hacer para heredar la vida eterna?",
              ],
              ["jesus", "What is written in the law?", "¿Qué está escrito en la ley?"],
              [
                "lawyer",
                "Love the Lord your God with all your heart, soul, strength and mind, and love your neighbour as yourself.",
                "Amarás al Señor tu Dios con todo tu corazón, alma, fuerzas y mente, y a tu prójimo como a ti mismo.",
              ],
              [
                "jesus",
                "You have answered correctly. Do this and you will live.",
                "Bien has respondido. Haz esto y vivirás.",
              ],
              ["lawyer", "But who is my neighbour?", "¿Y quién es mi prójimo?"],
            ],
            mood: "calm",
            key: true,
          },
        ],
      },
      {
        place: ["The Road to Jericho", "El camino a Jericó"],
        beats: [
          {
            dir: [
              "{traveller} whistles along the road. Robbers jump out, grab his bag and push him down. They run off.",
              "{traveller} va silbando por el camino. Unos ladrones saltan, le quitan la bolsa y lo tiran al suelo. Huyen corriendo.",
            ],
            nar: [
              "Jesus told a story. A man was going down the lonely road from Jerusalem to Jericho when robbers attacked him. They took everything, beat him and left him half dead.",
              "Jesús contó una historia. Un hombre bajaba por el camino solitario de Jerusalén a Jericó cuando unos ladrones lo asaltaron. Le quitaron todo, lo golpearon y lo dejaron medio muerto.",
            ],
            say: [
              ["foes", "Give us that bag!", "¡Danos esa bolsa!"],
              ["traveller", "Help! Somebody, please help me!", "¡Auxilio! ¡Alguien, por favor, ayúdeme!"],
              ["foes", "Run! Leave him!", "¡Corran! ¡Déjenlo!"],
            ],
            mood: "fear",
          },
          {
            dir: [
              "{priest} hurries along, sees {traveller}, and crosses to the far side of the stage.",
              "{priest} pasa deprisa, ve a {traveller} y cruza al otro lado del escenario.",
            ],
            nar: [
              "A priest happened to be going down the same road. When he saw the man, he passed by on the other side.",
              "Por casualidad, un sacerdote bajaba por el mismo camino. Al ver al hombre, pasó de largo por el otro lado.",
            ],
            say: [
              ["traveller", "(weakly) Please... help...", "(débilmente) Por favor... ayuda..."],
              [
                "priest",
                "(to himself) Oh dear. I'm late for the temple. Someone else will help him.",
                "(para sí) Vaya. Llego tarde al templo. Otro lo ayudará.",
              ],
            ],
            mood: "sad",
          },
          {
            dir: [
              "{levite} strolls in, peers at {traveller}, shakes his head and walks away too.",
              "{levite} llega paseando, mira a {traveller}, niega con la cabeza y también se va.",
            ],
            nar: [
              "Then a Levite, who helped in the temple, came by. He looked at the man, and he also passed by on the other side.",
              "Luego pasó un levita, que servía en el templo. Miró al hombre y también pasó de largo por el otro lado.",
            ],
            say: [
              [
                "levite",
                "Hmm. What if the robbers are still around? Not my problem.",
                "Mmm. ¿Y si los ladrones siguen por aquí? No es mi problema.",
              ],
              ["traveller", "(groaning) Doesn't anyone care?", "(gimiendo) ¿A nadie le importa?"],
            ],
            mood: "sad",
          },
          {
            dir: [
              "{samaritan} leads a donkey in, sees {traveller} and kneels beside him at once. He bandages the wounds and helps him onto the donkey.",
              "{samaritan} llega con un burro, ve a {traveller} y se arrodilla a su lado de inmediato. Le venda las heridas y lo ayuda a subir al burro.",
            ],
            nar: [
              "Then a Samaritan came along. Samaritans and Jews did not get along at all. But when the Samaritan saw the man, he felt sorry for him.",
              "Entonces llegó un samaritano. Los samaritanos y los judíos no se llevaban nada bien. Pero cuando el samaritano vio al hombre, sintió compasión.",
            ],
            say: [
              [
                "samaritan",
                "Oh, friend, what have they done to you? Don't worry. I'm here.",
                "Ay, amigo, ¿qué te han hecho? No te preocupes. Aquí estoy.",
              ],
              [
                "traveller",
                "You're a Samaritan. Why would you help me?",
                "Eres samaritano. ¿Por qué me ayudarías?",
              ],
              [
                "samaritan",
                "Because you need help. Here, let me clean these wounds with oil and wine.",
                "Porque necesitas ayuda. Ven, déjame limpiar estas heridas con aceite y vino.",
              ],
            ],
            mood: "calm",
            key: true,
          },
        ],
      },
      {
        place: ["The Inn", "El mesón"],
        beats: [
          {
            dir: [
              "{samaritan} helps {traveller} into a bed and hands coins to {innkeeper}.",
              "{samaritan} ayuda a {traveller} a acostarse y le da unas monedas a {innkeeper}.",
            ],
            nar: [
              "The Samaritan took the man to an inn and took care of him. The next day he paid the innkeeper to keep looking after him.",
              "El samaritano llevó al hombre a un mesón y lo cuidó. Al día siguiente le pagó al mesonero para que siguiera atendiéndolo.",
            ],
            say: [
              [
                "samaritan",
                "Look after him. Here are two silver coins. If it costs more, I'll pay you when I come back.",
                "Cuídalo. Aquí tienes dos monedas de plata. Si gastas más, te lo pagaré cuando regrese.",
              ],
              [
                "innkeeper",
                "A Samaritan, paying for a Jew? I've never seen that before.",
                "¿Un samaritano pagando por un judío? Nunca había visto algo así.",
              ],
              [
                "traveller",
                "I don't even know your name, but you saved my life.",
                "Ni siquiera sé tu nombre, pero me salvaste la vida.",
              ],
            ],
            mood: "joy",
          },
        ],
      },
      {
        place: ["Back Where Jesus Is Teaching", "De vuelta donde Jesús enseña"],
        beats: [
          {
            dir: ["{jesus} turns to {lawyer}.", "{jesus} se vuelve hacia {lawyer}."],
            nar: [
              "Jesus finished the story and asked the expert a question of His own.",
              "Jesús terminó la historia y le hizo al intérprete de la ley su propia pregunta.",
            ],
            say: [
              [
                "jesus",
                "Which of these three was a neighbour to the man who was attacked?",
                "¿Cuál de estos tres fue el prójimo del hombre que cayó en manos de los ladrones?",
              ],
              [
                "lawyer",
                "(slowly) The one who had mercy on him.",
                "(despacio) El que tuvo misericordia de él.",
              ],
              ["jesus", "Go and do likewise.", "Ve, y haz tú lo mismo."],
              [
                "crowd",
                "Even a Samaritan can be a neighbour. Even an enemy.",
                "Hasta un samaritano puede ser un prójimo. Hasta un enemigo.",
              ],
            ],
            mood: "calm",
            key: true,
          },
        ],
      },
    ],
    refrain: ["Go and do likewise!", "¡Ve y haz tú lo mismo!"],
    cue: [
      "shake your head “No!” when the priest and the Levite pass by",
      "nieguen con la cabeza diciendo “¡No!” cuando pasen el sacerdote y el levita",
    ],
    questions: [
      ["Why didn't the priest and the Levite stop?", "¿Por qué no se detuvieron el sacerdote y el levita?"],
      ["What did the Samaritan do for the hurt man?", "¿Qué hizo el samaritano por el hombre herido?"],
      ["Who is a neighbour you could help this week?", "¿A qué prójimo podrías ayudar esta semana?"],
    ],
    verse: {
      en: "And he said, He that shewed mercy on him. Then said Jesus unto him, Go, and do thou likewise.",
      es: "Y él dijo: El que usó con él de misericordia. Entonces Jesús le dijo: Ve, y haz tú lo mismo.",
      ref: "Luke 10:37",
      refEs: "Lucas 10:37",
    },
    props: [
      "bandages, a bag, a toy donkey or a chair to ride, coins",
      "vendas, una bolsa, un burro de juguete o una silla para montar, monedas",
    ],
  },
  {
    id: "prodigal-son",
    title: ["The Prodigal Son", "El hijo pródigo"],
    ref: "Luke 15:11-32",
    keys: [
      "prodigal son",
      "hijo prodigo",
      "lost son",
      "hijo perdido",
      "younger son",
      "older brother",
      "hermano mayor",
      "pigs",
      "cerdos",
      "father runs",
      "padre corre",
      "welcome home",
      "bienvenido a casa",
      "inheritance",
      "herencia",
      "fattened calf",
      "becerro gordo",
    ],
    themes: ["forgiveness", "love"],
    summary: [
      "A son demands his inheritance, wastes it all and ends up feeding pigs; when he comes home, his father runs to welcome him, but the older brother refuses to join the party.",
      "Un hijo exige su herencia, la malgasta y termina cuidando cerdos; cuando vuelve a casa, su padre corre a recibirlo, pero el hermano mayor se niega a unirse a la fiesta.",
    ],
    lesson: [
      "No matter how far we wander, God our Father runs to welcome us home.",
      "No importa cuánto nos alejemos, Dios nuestro Padre corre a recibirnos en casa.",
    ],
    chars: [
      {
        key: "son",
        name: ["YOUNGER SON", "HIJO MENOR"],
        called: ["the younger son", "el hijo menor"],
        desc: ["wants to see the world", "quiere conocer el mundo"],
      },
      {
        key: "father",
        name: ["FATHER", "PADRE"],
        called: ["the father", "el padre"],
        desc: ["loves both his sons", "ama a sus dos hijos"],
      },
      {
        key: "brother",
        name: ["OLDER BROTHER", "HERMANO MAYOR"],
        called: ["the older brother", "el hermano mayor"],
        desc: ["hard-working and resentful", "trabajador y resentido"],
      },
      {
        key: "farmer",
        name: ["PIG FARMER", "DUEÑO DE LOS CERDOS"],
        called: ["the pig farmer", "el dueño de los cerdos"],
        desc: ["not very generous", "poco generoso"],
        foe: true,
      },
      {
        key: "servant",
        name: ["SERVANT", "SIERVO"],
        called: ["a servant", "un siervo"],
        desc: ["works for the father", "trabaja para el padre"],
      },
    ],
    crowd: [
      {
        name: ["GUEST", "INVITADO"],
        desc: ["comes to the welcome-home party", "viene a la fiesta de bienvenida"],
      },
      {
        name: ["PARTY FRIEND", "AMIGO DE FIESTA"],
        desc: ["a friend only while the money lasts", "amigo solo mientras dura el dinero"],
        foe: true,
      },
      { name: ["PIG", "CERDO"], desc: ["a hungry pig", "un cerdo hambriento"], creature: true },
    ],
    scenes: [
      {
        place: ["The Family Farm", "La granja de la familia"],
        beats: [
          {
            dir: [
              "{son} stomps up to {father}, holding out his hand. {brother} watches from the field.",
              "{son} se acerca pisando fuerte a {father} con la mano extendida. {brother} observa desde el campo.",
            ],
            nar: [
              "Jesus told a story about a man who had two sons. One day the younger son did something shocking.",
              "Jesús contó la historia de un hombre que tenía dos hijos. Un día, el hijo menor hizo algo escandaloso.",
            ],
            say: [
              [
                "son",
                "Father, give me my share of the inheritance now. I don't want to wait.",
                "Padre, dame ahora la parte de la herencia que me toca. No quiero esperar.",
              ],
              [
                "father",
                "(sadly) If that's what you want, my son.",
                "(con tristeza) Si eso es lo que quieres, hijo mío.",
              ],
              [
                "brother",
                "He's leaving? After everything Father has done for him?",
                "¿Se va? ¿Después de todo lo que nuestro padre ha hecho por él?",
              ],
              ["son", "Goodbye, farm! Hello, big city!", "¡Adiós, granja! ¡Hola, gran ciudad!"],
            ],
            mood: "sad",
            key: true,
          },
        ],
      },
      {
        place: ["A Faraway Country", "Un país lejano"],
        beats: [
          {
            dir: [
              "{son} throws coins in the air. Party friends dance around him, grabbing the money.",
              "{son} lanza monedas al aire. Sus amigos de fiesta bailan a su alrededor y agarran el dinero.",
            ],
            nar: [
              "The younger son travelled to a faraway country and wasted all his money on wild living.",
              "El hijo menor se fue a un país lejano y malgastó todo su dinero viviendo sin control.",
            ],
            say: [
              ["son", "Party at my place! Everything's on me!", "¡Fiesta en mi casa! ¡Yo invito todo!"],
              ["foes", "You're the best friend ever!", "¡Eres el mejor amigo del mundo!"],
              [
                "son",
                "(patting empty pockets) Wait. Where did it all go?",
                "(palpándose los bolsillos vacíos) Un momento. ¿Adónde se fue todo?",
              ],
              [
                "foes",
                "Out of money? Then we're out of here. Bye!",
                "¿Sin dinero? Entonces nosotros nos vamos. ¡Adiós!",
              ],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{son} sits in the mud among snuffling pigs, holding his stomach. {farmer} tosses him a bucket.",
              "{son} está sentado en el lodo entre cerdos que olfatean, agarrándose el estómago. {farmer} le tira una cubeta.",
            ],
            nar: [
              "Then a famine came, and he had nothing. The only job he could find was feeding pigs, and he was so hungry he wanted to eat the pigs' food.",
              "Luego llegó una hambruna, y él no tenía nada. El único trabajo que encontró fue cuidar cerdos, y tenía tanta hambre que quería comer la comida de los cerdos.",
            ],
            say: [
              [
                "farmer",
                "Feed the pigs. And don't you dare eat their food.",
                "Dales de comer a los cerdos. Y ni se te ocurra comerte su comida.",
              ],
              ["crowd:2", "Oink! Oink!", "¡Oinc! ¡Oinc!"],
              [
                "son",
                "Even my father's servants have more than enough to eat, and here I am, starving with the pigs.",
                "Hasta los siervos de mi padre tienen comida de sobra, y yo aquí, muriéndome de hambre con los cerdos.",
              ],
              [
                "son",
                "I'll go home. I'll say: Father, I have sinned against heaven and against you. Make me one of your servants.",
                "Volveré a casa. Le diré: Padre, he pecado contra el cielo y contra ti. Hazme como a uno de tus siervos.",
              ],
            ],
            mood: "sad",
            key: true,
          },
        ],
      },
      {
        place: ["The Road Home", "El camino a casa"],
        beats: [
          {
            dir: [
              "{father} shades his eyes, looking down the road. He sees {son} far off and runs, arms wide open.",
              "{father} se hace sombra con la mano y mira el camino. Ve a {son} a lo lejos y corre con los brazos abiertos.",
            ],
            nar: [
              "While the son was still a long way off, his father saw him. Filled with love, the father ran to his son, threw his arms around him and kissed him.",
              "Cuando el hijo todavía estaba lejos, su padre lo vio. Lleno de compasión, el padre corrió hacia su hijo, lo abrazó y lo besó.",
            ],
            say: [
              ["father", "My son! My son has come home!", "¡Mi hijo! ¡Mi hijo ha vuelto a casa!"],
              [
                "son",
                "Father, I have sinned against heaven and against you. I'm not worthy to be called your son.",
                "Padre, he pecado contra el cielo y contra ti. Ya no soy digno de ser llamado tu hijo.",
              ],
              [
                "father",
                "Quick! Bring the best robe and put it on him! A ring for his finger and sandals for his feet!",
                "¡Rápido! ¡Traigan el mejor vestido y pónganselo! ¡Un anillo para su dedo y sandalias para sus pies!",
              ],
              ["servant", "Right away, master!", "¡Enseguida, señor!"],
              [
                "father",
                "Let's have a feast! For this son of mine was dead and is alive again. He was lost and is found!",
                "¡Hagamos fiesta! ¡Porque este hijo mío estaba muerto y ha revivido; se había perdido y ha sido hallado!",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
      {
        place: ["Outside the Party", "Fuera de la fiesta"],
        beats: [
          {
            dir: [
              "Music and laughter from inside. {brother} comes in from the field, sweaty, and stops.",
              "Se oyen música y risas desde dentro. {brother} llega del campo, sudado, y se detiene.",
            ],
            nar: [
              "Meanwhile the older brother came in from the fields and heard the music.",
              "Mientras tanto, el hermano mayor volvía del campo y oyó la música.",
            ],
            say: [
              ["brother", "What's going on?", "¿Qué está pasando?"],
              [
                "servant",
                "Your brother is home, and your father is throwing a party!",
                "¡Tu hermano volvió, y tu padre hizo una fiesta!",
              ],
              ["brother", "A party? For him? I'm not going in.", "¿Una fiesta? ¿Para él? Yo no entro."],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{father} comes out and puts an arm around {brother}, who pulls away.",
              "{father} sale y pasa el brazo por los hombros de {brother}, que se aparta.",
            ],
            nar: ["The father came out and begged him to come in.", "El padre salió y le rogó que entrara."],
            say: [
              [
                "brother",
                "All these years I've worked for you and never disobeyed. You never gave me a party! But when this son of yours comes back after wasting your money, you throw a feast!",
                "¡Todos estos años te he servido y nunca te he desobedecido, y nunca me diste una fiesta! ¡Pero vuelve este hijo tuyo después de malgastar tu dinero, y haces un banquete!",
              ],
              [
                "father",
                "My son, you are always with me, and everything I have is yours. But we had to celebrate. Your brother was lost, and now he is found.",
                "Hijo, tú siempre estás conmigo, y todo lo mío es tuyo. Pero era necesario hacer fiesta. Tu hermano se había perdido, y ha sido hallado.",
              ],
              ["brother", "(to the audience) What would you do?", "(al público) ¿Ustedes qué harían?"],
            ],
            mood: "tension",
          },
        ],
      },
    ],
    refrain: ["Lost and found!", "¡Perdido y hallado!"],
    cue: [
      "cheer and clap when the father runs to his son",
      "aplaudan y celebren cuando el padre corra hacia su hijo",
    ],
    questions: [
      ["What did the younger son do with his money?", "¿Qué hizo el hijo menor con su dinero?"],
      [
        "What did the father do when he saw his son coming home?",
        "¿Qué hizo el padre cuando vio a su hijo volver?",
      ],
      [
        "Are you more like the younger son or the older brother? Why?",
        "¿Te pareces más al hijo menor o al hermano mayor? ¿Por qué?",
      ],
    ],
    verse: {
      en: "For this my son was dead, and is alive again; he was lost, and is found. And they began to be merry.",
      es: "Porque este mi hijo muerto era, y ha revivido; habíase perdido, y es hallado. Y comenzaron á regocijarse.",
      ref: "Luke 15:24",
      refEs: "Lucas 15:24",
    },
    props: [
      "a bag of coins, a fine robe, a ring, a bucket, pig ears or masks",
      "una bolsa de monedas, un vestido elegante, un anillo, una cubeta, orejas o máscaras de cerdo",
    ],
  },
  {
    id: "lost-sheep",
    title: ["The Lost Sheep", "La oveja perdida"],
    ref: "Luke 15:1-7",
    alsoRefs: ["Matthew 18:12-14"],
    keys: [
      "lost sheep",
      "oveja perdida",
      "ninety-nine",
      "ninety nine",
      "noventa y nueve",
      "99",
      "one hundred sheep",
      "cien ovejas",
      "shepherd",
      "pastor",
      "rejoice with me",
      "gozaos conmigo",
      "lost",
    ],
    themes: ["love", "salvation"],
    summary: [
      "A shepherd with a hundred sheep leaves the ninety-nine to search for the one that is lost, and when he finds it, he carries it home rejoicing.",
      "Un pastor que tiene cien ovejas deja las noventa y nueve para buscar la que se perdió, y cuando la encuentra, la lleva a casa lleno de alegría.",
    ],
    lesson: [
      "Every single person matters to God, and He never stops looking for the lost.",
      "Cada persona le importa a Dios, y Él nunca deja de buscar a los perdidos.",
    ],
    chars: [
      {
        key: "shepherd",
        name: ["SHEPHERD", "PASTOR"],
        called: ["the shepherd", "el pastor"],
        desc: ["loves every one of his sheep", "ama a cada una de sus ovejas"],
      },
      {
        key: "sheep",
        name: ["LITTLE LOST SHEEP", "OVEJITA PERDIDA"],
        called: ["the little lost sheep", "la ovejita perdida"],
        desc: ["curious and easily distracted", "curiosa y muy distraída"],
      },
      { key: "jesus", name: ["JESUS", "JESÚS"], desc: ["tells the story", "cuenta la historia"] },
      {
        key: "pharisee",
        name: ["PHARISEE", "FARISEO"],
        called: ["a Pharisee", "un fariseo"],
        desc: ["grumbles about the company Jesus keeps", "se queja de las compañías de Jesús"],
        foe: true,
      },
      {
        key: "friend",
        name: ["NEIGHBOUR", "VECINO"],
        called: ["a neighbour", "un vecino"],
        desc: ["the shepherd's friend", "amigo del pastor"],
      },
    ],
    crowd: [
      {
        name: ["SHEEP", "OVEJA"],
        desc: ["one of the ninety-nine", "una de las noventa y nueve"],
        creature: true,
      },
      { name: ["TAX COLLECTOR", "PUBLICANO"], desc: ["listening to Jesus", "escucha a Jesús"] },
    ],
    scenes: [
      {
        place: ["Among the Crowd", "Entre la multitud"],
        beats: [
          {
            dir: [
              "Tax collectors and outsiders gather around {jesus}. {pharisee} sniffs and mutters.",
              "Publicanos y gente despreciada se reúnen alrededor de {jesus}. {pharisee} arruga la nariz y murmura.",
            ],
            nar: [
              "Tax collectors and sinners were all gathering around to hear Jesus. But the Pharisees grumbled.",
              "Los publicanos y los pecadores se acercaban a Jesús para oírlo. Pero los fariseos murmuraban.",
            ],
            say: [
              [
                "pharisee",
                "This man welcomes sinners and even eats with them!",
                "¡Este recibe a los pecadores y hasta come con ellos!",
              ],
              [
                "crowd:1",
                "He talks to people like us. Nobody else does.",
                "Habla con gente como nosotros. Nadie más lo hace.",
              ],
              ["jesus", "Let Me tell you a story.", "Déjenme contarles una historia."],
            ],
            mood: "calm",
          },
        ],
      },
      {
        place: ["The Hillside Pasture", "El pastizal en la colina"],
        beats: [
          {
            dir: [
              "{shepherd} counts sheep as they pass. {sheep} wanders off, chasing a butterfly.",
              "{shepherd} cuenta las ovejas que pasan. {sheep} se aleja persiguiendo una mariposa.",
            ],
            nar: [
              "A shepherd had one hundred sheep. Every evening he counted them. But one day, a little sheep wandered away.",
              "Un pastor tenía cien ovejas. Cada tarde las contaba. Pero un día, una ovejita se alejó.",
            ],
            say: [
              [
                "sheep",
                "Ooh, a butterfly! And greener grass over there!",
                "¡Uy, una mariposa! ¡Y allá el pasto está más verde!",
              ],
              [
                "shepherd",
                "Ninety-seven, ninety-eight, ninety-nine... ninety-nine? One is missing!",
                "Noventa y siete, noventa y ocho, noventa y nueve... ¿noventa y nueve? ¡Falta una!",
              ],
              [
                "crowd:0",
                "Baa! It's the little one! She's always wandering off!",
                "¡Beee! ¡Es la pequeña! ¡Siempre se aleja!",
              ],
            ],
            mood: "tension",
            key: true,
          },
          {
            dir: [
              "{shepherd} leaves the flock and searches, climbing rocks and calling. {sheep} is caught in a thorn bush, crying.",
              "{shepherd} deja el rebaño y busca, trepando rocas y llamando. {sheep} está atrapada en un espino, llorando.",
            ],
            nar: [
              "The shepherd left the ninety-nine in the open country and went after the lost sheep. He searched over hills and valleys until it grew dark.",
              "El pastor dejó las noventa y nueve en el campo y fue tras la oveja perdida. Buscó por colinas y valles hasta que oscureció.",
            ],
            say: [
              ["shepherd", "Little one! Where are you?", "¡Pequeña! ¿Dónde estás?"],
              [
                "sheep",
                "Baa! I'm stuck! It's dark and I'm scared!",
                "¡Beee! ¡Estoy atrapada! ¡Está oscuro y tengo miedo!",
              ],
              [
                "shepherd",
                "I'm coming! I won't stop until I find you!",
                "¡Ya voy! ¡No pararé hasta encontrarte!",
              ],
            ],
            mood: "fear",
          },
          {
            dir: [
              "{shepherd} gently untangles {sheep}, lifts her onto his shoulders and heads home.",
              "{shepherd} desenreda con cuidado a {sheep}, la sube a sus hombros y emprende el regreso.",
            ],
            nar: [
              "When he found it, he joyfully put it on his shoulders and carried it home.",
              "Cuando la encontró, la puso sobre sus hombros lleno de alegría y la llevó a casa.",
            ],
            say: [
              [
                "shepherd",
                "There you are! I found you! You're safe now.",
                "¡Aquí estás! ¡Te encontré! Ya estás a salvo.",
              ],
              ["sheep", "You came looking for me? Just me?", "¿Viniste a buscarme? ¿Solo a mí?"],
              [
                "shepherd",
                "Every one of you matters to me. Every single one.",
                "Cada una de ustedes me importa. Cada una.",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
      {
        place: ["The Shepherd's Village", "La aldea del pastor"],
        beats: [
          {
            dir: [
              "{shepherd} knocks on doors. {friend} and neighbours come out and cheer.",
              "{shepherd} toca las puertas. {friend} y los vecinos salen y celebran.",
            ],
            nar: [
              "When he got home, he called his friends and neighbours together to celebrate.",
              "Cuando llegó a casa, reunió a sus amigos y vecinos para celebrar.",
            ],
            say: [
              [
                "shepherd",
                "Rejoice with me! I have found my lost sheep!",
                "¡Alégrense conmigo, porque he encontrado mi oveja que se había perdido!",
              ],
              [
                "friend",
                "You searched all night for one sheep? You're a good shepherd!",
                "¿Buscaste toda la noche por una sola oveja? ¡Eres un buen pastor!",
              ],
              [
                "jesus",
                "In the same way, there is more joy in heaven over one sinner who turns back to God than over ninety-nine who think they don't need to.",
                "Así también, habrá más gozo en el cielo por un pecador que se arrepiente que por noventa y nueve que creen que no lo necesitan.",
              ],
              ["pharisee", "(quietly) One sinner... Hmm.", "(en voz baja) Un pecador... Mmm."],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["I found my lost sheep!", "¡Encontré mi oveja perdida!"],
    cue: [
      "say “Baa!” every time the lost sheep is mentioned",
      "digan “¡Beee!” cada vez que se mencione a la oveja perdida",
    ],
    questions: [
      ["How many sheep did the shepherd have?", "¿Cuántas ovejas tenía el pastor?"],
      ["What did the shepherd do when one was lost?", "¿Qué hizo el pastor cuando se perdió una?"],
      ["How does this story show how much God loves you?", "¿Cómo muestra esta historia cuánto te ama Dios?"],
    ],
    verse: {
      en: "And when he cometh home, he calleth together his friends and neighbours, saying unto them, Rejoice with me; for I have found my sheep which was lost.",
      es: "Y viniendo á casa, junta á los amigos y á los vecinos, diciéndoles: Dadme el parabién, porque he hallado mi oveja que se había perdido.",
      ref: "Luke 15:6",
      refEs: "Lucas 15:6",
    },
    props: [
      "a shepherd's crook, cotton-wool sheep ears, a paper butterfly, a thorny bush (a chair with a blanket)",
      "un cayado de pastor, orejas de oveja de algodón, una mariposa de papel, un espino (una silla con una manta)",
    ],
  },
  {
    id: "parable-of-the-sower",
    title: ["The Parable of the Sower", "La parábola del sembrador"],
    ref: "Luke 8:4-15",
    alsoRefs: ["Matthew 13:1-23", "Mark 4:1-20"],
    keys: [
      "sower",
      "sembrador",
      "parable of the sower",
      "parabola del sembrador",
      "seeds",
      "semillas",
      "good soil",
      "buena tierra",
      "rocky ground",
      "pedregales",
      "thorns",
      "espinos",
      "hundredfold",
      "fruit",
      "fruto",
    ],
    themes: ["obedience", "perseverance"],
    summary: [
      "A farmer scatters seed on a path, on rocky ground, among thorns and on good soil; Jesus explains that the seed is God's word, and good soil is a heart that hears and keeps it.",
      "Un sembrador esparce semilla en el camino, en pedregales, entre espinos y en buena tierra; Jesús explica que la semilla es la palabra de Dios, y la buena tierra es un corazón que la oye y la guarda.",
    ],
    lesson: [
      "Let God's word grow in your heart by hearing it, keeping it and living it.",
      "Deja que la palabra de Dios crezca en tu corazón: escúchala, guárdala y vívela.",
    ],
    chars: [
      {
        key: "farmer",
        name: ["FARMER", "SEMBRADOR"],
        called: ["the farmer", "el sembrador"],
        desc: ["scatters seed everywhere", "esparce semilla por todas partes"],
      },
      { key: "jesus", name: ["JESUS", "JESÚS"], desc: ["teaches from a boat", "enseña desde una barca"] },
      {
        key: "disciple",
        name: ["CURIOUS DISCIPLE", "DISCÍPULO CURIOSO"],
        called: ["a curious disciple", "un discípulo curioso"],
        desc: ["asks what the story means", "pregunta qué significa la historia"],
      },
      {
        key: "bird",
        name: ["HUNGRY BIRD", "PÁJARO HAMBRIENTO"],
        called: ["a hungry bird", "un pájaro hambriento"],
        desc: ["loves seeds", "le encantan las semillas"],
        foe: true,
      },
      {
        key: "thorn",
        name: ["THORN BUSH", "ESPINO"],
        called: ["a thorn bush", "un espino"],
        desc: ["prickly and pushy", "espinoso y abusón"],
        foe: true,
      },
    ],
    crowd: [
      {
        name: ["SEED", "SEMILLA"],
        desc: ["a seed hoping to grow", "una semilla que quiere crecer"],
        creature: true,
      },
      { name: ["LISTENER", "OYENTE"], desc: ["listening on the shore", "escucha en la orilla"] },
    ],
    scenes: [
      {
        place: ["The Farmer's Field", "El campo del sembrador"],
        beats: [
          {
            dir: [
              "{jesus} sits in a boat and teaches the crowd on the shore. {farmer} walks across the stage, scattering seed from a bag.",
              "{jesus} está sentado en una barca y enseña a la multitud en la orilla. {farmer} cruza el escenario esparciendo semilla de una bolsa.",
            ],
            nar: [
              "A huge crowd gathered, so Jesus told them a story. A farmer went out to plant his seed.",
              "Se reunió una gran multitud, así que Jesús les contó una historia. Un sembrador salió a sembrar su semilla.",
            ],
            say: [
              [
                "jesus",
                "Listen! A farmer went out to sow his seed.",
                "¡Escuchen! Un sembrador salió a sembrar su semilla.",
              ],
              [
                "farmer",
                "(scattering) A handful here, a handful there. Grow, little seeds!",
                "(esparciendo) Un puñado aquí, un puñado allá. ¡Crezcan, semillitas!",
              ],
            ],
            mood: "calm",
          },
          {
            dir: [
              "Seeds curl up on the path. {bird} swoops in and pecks them up.",
              "Unas semillas se acurrucan en el camino. {bird} baja en picada y se las come.",
            ],
            nar: [
              "Some seed fell on the hard path. People trampled on it, and the birds ate it up.",
              "Parte de la semilla cayó junto al camino. La gente la pisoteó y las aves se la comieron.",
            ],
            say: [
              [
                "crowd:0",
                "I landed on the path! It's too hard to put down roots!",
                "¡Caí en el camino! ¡Está demasiado duro para echar raíces!",
              ],
              ["bird", "Yum! Breakfast! Peck, peck, peck!", "¡Qué rico! ¡El desayuno! ¡Pic, pic, pic!"],
            ],
            mood: "sad",
          },
          {
            dir: [
              "Seeds sprout quickly on rocky ground, then droop and wilt under a big paper sun.",
              "Unas semillas brotan rápido en un pedregal, y luego se marchitan bajo un gran sol de papel.",
            ],
            nar: [
              "Some fell on rocky ground. It sprang up quickly, but it had no moisture and no deep roots, so it withered.",
              "Otra parte cayó sobre la piedra. Brotó rápido, pero como no tenía humedad ni raíces profundas, se secó.",
            ],
            say: [
              [
                "crowd:0",
                "Look at me, I'm growing so fast! Oh... it's so hot... I'm wilting.",
                "¡Mírenme, crezco rapidísimo! Ay... qué calor... me estoy marchitando.",
              ],
            ],
            mood: "sad",
          },
          {
            dir: [
              "Seeds grow among the thorns. {thorn} wraps its arms around them and squeezes.",
              "Unas semillas crecen entre los espinos. {thorn} las rodea con los brazos y las aprieta.",
            ],
            nar: [
              "Some fell among thorns, which grew up with it and choked the plants.",
              "Otra parte cayó entre espinos, que crecieron junto con ella y la ahogaron.",
            ],
            say: [
              [
                "thorn",
                "Move over! There's no room for you here!",
                "¡Hazte a un lado! ¡Aquí no hay lugar para ti!",
              ],
              [
                "crowd:0",
                "Can't... breathe... too many thorns!",
                "No... puedo... respirar... ¡demasiados espinos!",
              ],
            ],
            mood: "tension",
          },
          {
            dir: [
              "Seeds in good soil stretch up slowly and bloom, holding up paper fruit.",
              "Las semillas en buena tierra se estiran despacio y florecen, levantando frutos de papel.",
            ],
            nar: [
              "But some seed fell on good soil. It grew up and produced a crop, a hundred times more than was sown.",
              "Pero otra parte cayó en buena tierra. Creció y dio fruto, cien veces más de lo que se sembró.",
            ],
            say: [
              [
                "crowd:0",
                "Good soil! I'm growing, and growing, and growing!",
                "¡Buena tierra! ¡Estoy creciendo, y creciendo, y creciendo!",
              ],
              ["farmer", "A hundred times more! What a harvest!", "¡Cien veces más! ¡Qué cosecha!"],
              [
                "jesus",
                "Whoever has ears to hear, let them hear!",
                "¡El que tiene oídos para oír, que oiga!",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
      {
        place: ["Later, with the Disciples", "Más tarde, con los discípulos"],
        beats: [
          {
            dir: [
              "{disciple} sits down next to {jesus}, scratching his head.",
              "{disciple} se sienta junto a {jesus}, rascándose la cabeza.",
            ],
            nar: [
              "Later, the disciples asked Jesus what the story meant.",
              "Más tarde, los discípulos le preguntaron a Jesús qué significaba la historia.",
            ],
            say: [
              [
                "disciple",
                "Teacher, we liked the story. But what does it mean?",
                "Maestro, nos gustó la historia. Pero ¿qué significa?",
              ],
              [
                "jesus",
                "The seed is the word of God. The path is like people who hear it, but the devil takes it away before it can grow.",
                "La semilla es la palabra de Dios. Los de junto al camino son los que la oyen, pero el diablo se la quita antes de que crezca.",
              ],
              [
                "jesus",
                "The rocky ground is like people who receive it with joy, but they have no root, and they give up when trouble comes.",
                "Los de sobre la piedra son los que la reciben con gozo, pero no tienen raíz, y se rinden cuando llegan los problemas.",
              ],
              [
                "jesus",
                "The thorns are like people whose worries, riches and pleasures choke the word.",
                "Los de entre espinos son aquellos a quienes las preocupaciones, las riquezas y los placeres ahogan la palabra.",
              ],
            ],
            mood: "calm",
            key: true,
          },
          {
            dir: [
              "{jesus} picks up a handful of good soil and places it in {disciple}'s hands.",
              "{jesus} toma un puñado de buena tierra y lo pone en las manos de {disciple}.",
            ],
            nar: ["Then Jesus explained the good soil.", "Luego Jesús explicó lo que era la buena tierra."],
            say: [
              [
                "jesus",
                "But the good soil is like people with an honest and good heart, who hear the word, keep it and patiently produce a crop.",
                "Pero la buena tierra son los que, con un corazón bueno y recto, oyen la palabra, la retienen y dan fruto con paciencia.",
              ],
              [
                "disciple",
                "So I want my heart to be good soil.",
                "Entonces quiero que mi corazón sea buena tierra.",
              ],
              [
                "jesus",
                "Then listen, hold on to what you hear, and let it grow.",
                "Entonces escucha, guarda lo que oyes y deja que crezca.",
              ],
            ],
            mood: "joy",
          },
        ],
      },
    ],
    refrain: ["Let it grow in good soil!", "¡Que crezca en buena tierra!"],
    cue: [
      "crouch down like a seed, then slowly grow up tall with your arms stretched out",
      "agáchense como una semilla y luego crezcan despacio hasta estirar los brazos",
    ],
    questions: [
      [
        "What happened to the seed on the path, the rocks and in the thorns?",
        "¿Qué le pasó a la semilla en el camino, en la piedra y entre los espinos?",
      ],
      ["What does the good soil stand for?", "¿Qué representa la buena tierra?"],
      [
        "What helps God's word grow in your heart?",
        "¿Qué ayuda a que la palabra de Dios crezca en tu corazón?",
      ],
    ],
    verse: {
      en: "But that on the good ground are they, which in an honest and good heart, having heard the word, keep it, and bring forth fruit with patience.",
      es: "Mas la que en buena tierra, éstos son los que con corazón bueno y recto retienen la palabra oída, y llevan fruto en paciencia.",
      ref: "Luke 8:15",
      refEs: "Lucas 8:15",
    },
    props: [
      "a bag of seeds (or paper scraps), a paper sun, paper fruit, green streamers for thorns",
      "una bolsa de semillas (o papelitos), un sol de papel, frutos de papel, cintas verdes como espinos",
    ],
  },
  {
    id: "zacchaeus",
    title: ["Zacchaeus Climbs a Tree", "Zaqueo sube al árbol"],
    ref: "Luke 19:1-10",
    keys: [
      "zacchaeus",
      "zaqueo",
      "tax collector",
      "publicano",
      "sycamore",
      "sicomoro",
      "tree",
      "arbol",
      "short man",
      "hombre bajito",
      "jericho",
      "jerico",
      "come down",
      "desciende",
      "pay back four times",
      "cuatro veces",
    ],
    themes: ["salvation", "forgiveness"],
    summary: [
      "Short, greedy tax collector Zacchaeus climbs a tree to see Jesus; Jesus calls him by name and comes to his house, and Zacchaeus's life is changed.",
      "Zaqueo, un cobrador de impuestos bajito y avaro, sube a un árbol para ver a Jesús; Jesús lo llama por su nombre y va a su casa, y la vida de Zaqueo cambia.",
    ],
    lesson: [
      "Jesus came to seek and save the lost, and He can change anyone's heart.",
      "Jesús vino a buscar y salvar lo que se había perdido, y puede cambiar el corazón de cualquiera.",
    ],
    chars: [
      {
        key: "zacchaeus",
        name: ["ZACCHAEUS", "ZAQUEO"],
        desc: ["a short, rich tax collector", "un cobrador de impuestos bajito y rico"],
      },
      { key: "jesus", name: ["JESUS", "JESÚS"], desc: ["passing through Jericho", "de paso por Jericó"] },
      {
        key: "grumbler",
        name: ["GRUMBLER", "MURMURADOR"],
        called: ["a grumbler", "un murmurador"],
        desc: ["thinks Zacchaeus is beyond hope", "cree que Zaqueo no tiene remedio"],
        foe: true,
      },
      {
        key: "peter",
        name: ["PETER", "PEDRO"],
        desc: ["one of Jesus' disciples", "uno de los discípulos de Jesús"],
      },
      {
        key: "widow",
        name: ["POOR WIDOW", "VIUDA POBRE"],
        called: ["a poor widow", "una viuda pobre"],
        desc: ["was cheated by Zacchaeus", "fue estafada por Zaqueo"],
      },
    ],
    crowd: [
      { name: ["TOWNSPERSON", "VECINO"], desc: ["a person of Jericho", "un habitante de Jericó"] },
      { name: ["TALL MAN", "HOMBRE ALTO"], desc: ["blocks everyone's view", "le tapa la vista a todos"] },
    ],
    scenes: [
      {
        place: ["A Street in Jericho", "Una calle de Jericó"],
        beats: [
          {
            dir: [
              "{zacchaeus} counts coins at a table. {widow} hands over her last coin, sighing.",
              "{zacchaeus} cuenta monedas en una mesa. {widow} le entrega su última moneda, suspirando.",
            ],
            nar: [
              "In the city of Jericho lived a man named Zacchaeus. He was a chief tax collector and very rich, because he cheated people and took more money than he should. Nobody liked him.",
              "En la ciudad de Jericó vivía un hombre llamado Zaqueo. Era jefe de los cobradores de impuestos y muy rico, porque engañaba a la gente y cobraba más de lo debido. Nadie lo quería.",
            ],
            say: [
              [
                "zacchaeus",
                "Pay up! Taxes, plus a little extra for me.",
                "¡Paguen! Los impuestos, y un poquito más para mí.",
              ],
              ["widow", "That was my last coin.", "Esa era mi última moneda."],
              ["crowd", "Cheater! Thief!", "¡Tramposo! ¡Ladrón!"],
            ],
            mood: "sad",
          },
          {
            dir: [
              "A crowd lines the street, jostling. {zacchaeus} jumps up and down behind a tall man, but can't see.",
              "Una multitud se amontona en la calle, a empujones. {zacchaeus} salta detrás de un hombre alto, pero no puede ver.",
            ],
            nar: [
              "One day Jesus came through Jericho, and crowds lined the road. Zacchaeus wanted to see who Jesus was, but he was too short to see over the crowd.",
              "Un día Jesús pasó por Jericó, y la multitud llenó el camino. Zaqueo quería ver quién era Jesús, pero era demasiado bajito para ver por encima de la gente.",
            ],
            say: [
              [
                "zacchaeus",
                "Excuse me! Let me through! I can't see!",
                "¡Permiso! ¡Déjenme pasar! ¡No veo nada!",
              ],
              [
                "crowd",
                "Ha! Nobody's moving for you, Zacchaeus!",
                "¡Ja! ¡Nadie se va a mover por ti, Zaqueo!",
              ],
              [
                "zacchaeus",
                "(looking up) A sycamore tree! That's it!",
                "(mirando hacia arriba) ¡Un sicómoro! ¡Eso es!",
              ],
            ],
            mood: "tension",
            key: true,
          },
          {
            dir: [
              "{zacchaeus} scrambles up a stepladder tree. {jesus} walks in with {peter}, stops right under the tree and looks up.",
              "{zacchaeus} trepa a un árbol hecho con una escalera. {jesus} llega con {peter}, se detiene justo debajo del árbol y mira hacia arriba.",
            ],
            nar: [
              "So Zacchaeus ran ahead and climbed a sycamore tree. When Jesus reached that spot, He stopped and looked straight up at him.",
              "Entonces Zaqueo corrió delante y se subió a un sicómoro. Cuando Jesús llegó a ese lugar, se detuvo y lo miró directamente.",
            ],
            say: [
              [
                "jesus",
                "Zacchaeus, hurry and come down! I must stay at your house today.",
                "¡Zaqueo, date prisa, desciende! Hoy es necesario que me quede en tu casa.",
              ],
              [
                "zacchaeus",
                "Me? You know my name? Yes, Lord! Come on in!",
                "¿Yo? ¿Sabes mi nombre? ¡Sí, Señor! ¡Adelante!",
              ],
              [
                "grumbler",
                "He's going to be the guest of a sinner!",
                "¡Va a hospedarse en casa de un pecador!",
              ],
              [
                "peter",
                "(whispering) Master, are You sure? Of all the houses in Jericho?",
                "(susurrando) Maestro, ¿estás seguro? ¿De todas las casas de Jericó?",
              ],
            ],
            mood: "wonder",
            key: true,
          },
        ],
      },
      {
        place: ["Zacchaeus's House", "La casa de Zaqueo"],
        beats: [
          {
            dir: [
              "{zacchaeus} stands up at the table, holding his money bag. Everyone goes quiet.",
              "{zacchaeus} se pone de pie a la mesa, con su bolsa de dinero. Todos guardan silencio.",
            ],
            nar: [
              "Spending time with Jesus changed Zacchaeus completely.",
              "Pasar tiempo con Jesús cambió a Zaqueo por completo.",
            ],
            say: [
              [
                "zacchaeus",
                "Look, Lord! Here and now I give half of everything I own to the poor.",
                "¡Mira, Señor! Aquí y ahora doy la mitad de todo lo que tengo a los pobres.",
              ],
              [
                "zacchaeus",
                "And if I have cheated anybody, I will pay back four times as much!",
                "¡Y si he defraudado a alguien, le devolveré cuatro veces más!",
              ],
              [
                "widow",
                "(receiving coins) Four coins! For my one!",
                "(recibiendo monedas) ¡Cuatro monedas! ¡Por la mía!",
              ],
              [
                "jesus",
                "Today salvation has come to this house. For the Son of Man came to seek and to save the lost.",
                "Hoy ha venido la salvación a esta casa. Porque el Hijo del Hombre vino a buscar y a salvar lo que se había perdido.",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["Jesus came to seek and save the lost!", "¡Jesús vino a buscar y salvar lo perdido!"],
    cue: [
      "stretch up on your tiptoes like Zacchaeus trying to see",
      "pónganse de puntillas como Zaqueo tratando de ver",
    ],
    questions: [
      ["Why did Zacchaeus climb the tree?", "¿Por qué se subió Zaqueo al árbol?"],
      ["How did Zacchaeus change after meeting Jesus?", "¿Cómo cambió Zaqueo después de conocer a Jesús?"],
      [
        "Is there someone people think is too bad for Jesus? What would Jesus say?",
        "¿Hay alguien a quien la gente considera demasiado malo para Jesús? ¿Qué diría Jesús?",
      ],
    ],
    verse: {
      en: "For the Son of man is come to seek and to save that which was lost.",
      es: "Porque el Hijo del hombre vino á buscar y á salvar lo que se había perdido.",
      ref: "Luke 19:10",
      refEs: "Lucas 19:10",
    },
    props: [
      "a stepladder decorated as a tree, a bag of coins, a small table",
      "una escalera decorada como árbol, una bolsa de monedas, una mesita",
    ],
  },
  {
    id: "bartimaeus",
    title: ["Blind Bartimaeus", "El ciego Bartimeo"],
    ref: "Mark 10:46-52",
    alsoRefs: ["Luke 18:35-43"],
    keys: [
      "bartimaeus",
      "bartimeo",
      "blind man",
      "ciego",
      "blind beggar",
      "mendigo ciego",
      "son of david have mercy",
      "hijo de david ten misericordia",
      "jericho",
      "sight",
      "vista",
      "what do you want me to do",
    ],
    themes: ["trust", "prayer"],
    summary: [
      "A blind beggar named Bartimaeus shouts to Jesus for mercy even when the crowd tells him to be quiet; Jesus calls him over and restores his sight.",
      "Un mendigo ciego llamado Bartimeo le grita a Jesús pidiendo misericordia aunque la multitud le manda callar; Jesús lo llama y le devuelve la vista.",
    ],
    lesson: [
      "Keep calling out to Jesus; He hears us and stops for us.",
      "Sigue clamando a Jesús; Él nos escucha y se detiene por nosotros.",
    ],
    chars: [
      {
        key: "bartimaeus",
        name: ["BARTIMAEUS", "BARTIMEO"],
        desc: ["a blind beggar by the road", "un mendigo ciego junto al camino"],
      },
      {
        key: "jesus",
        name: ["JESUS", "JESÚS"],
        desc: ["leaving Jericho with a crowd", "sale de Jericó con una multitud"],
      },
      {
        key: "shusher",
        name: ["GRUMPY MAN", "HOMBRE GRUÑÓN"],
        called: ["a grumpy man", "un hombre gruñón"],
        desc: ["wants the beggar to be quiet", "quiere que el mendigo se calle"],
        foe: true,
      },
      {
        key: "disciple",
        name: ["DISCIPLE", "DISCÍPULO"],
        called: ["a disciple", "un discípulo"],
        desc: ["one of Jesus' followers", "uno de los seguidores de Jesús"],
      },
    ],
    crowd: [
      { name: ["PERSON IN THE CROWD", "PERSONA DE LA MULTITUD"], desc: ["following Jesus", "sigue a Jesús"] },
    ],
    scenes: [
      {
        place: ["The Roadside Outside Jericho", "Junto al camino a la salida de Jericó"],
        beats: [
          {
            dir: [
              "{bartimaeus} sits by the road in a worn cloak, holding out a cup. Footsteps and voices grow louder.",
              "{bartimaeus} está sentado junto al camino con un manto gastado, extendiendo una taza. Se oyen pasos y voces cada vez más fuerte.",
            ],
            nar: [
              "Blind Bartimaeus sat by the road outside Jericho every day, begging. One day he heard a big crowd coming.",
              "El ciego Bartimeo se sentaba cada día junto al camino a la salida de Jericó para mendigar. Un día oyó que venía una gran multitud.",
            ],
            say: [
              ["bartimaeus", "What's all the noise? Who's coming?", "¿Qué es todo ese ruido? ¿Quién viene?"],
              [
                "crowd",
                "It's Jesus of Nazareth! He's passing by!",
                "¡Es Jesús de Nazaret! ¡Está pasando por aquí!",
              ],
              [
                "bartimaeus",
                "Jesus? The one who heals? Jesus, Son of David, have mercy on me!",
                "¿Jesús? ¿El que sana? ¡Jesús, Hijo de David, ten misericordia de mí!",
              ],
            ],
            mood: "tension",
            key: true,
          },
          {
            dir: [
              "{shusher} wags a finger at {bartimaeus}. Bartimaeus only shouts louder.",
              "{shusher} le hace un gesto de reproche a {bartimaeus}. Bartimeo grita aún más fuerte.",
            ],
            nar: [
              "Many people told him to be quiet, but he shouted all the more.",
              "Muchos le decían que se callara, pero él gritaba mucho más.",
            ],
            say: [
              [
                "shusher",
                "Hush! Be quiet, beggar! Jesus is too busy for you!",
                "¡Shh! ¡Cállate, mendigo! ¡Jesús está demasiado ocupado para ti!",
              ],
              ["bartimaeus", "Son of David, have mercy on me!", "¡Hijo de David, ten misericordia de mí!"],
              ["crowd", "He won't stop shouting!", "¡No deja de gritar!"],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{jesus} stops. The crowd goes silent. {disciple} hurries over to {bartimaeus}.",
              "{jesus} se detiene. La multitud guarda silencio. {disciple} corre hacia {bartimaeus}.",
            ],
            nar: ["Jesus stopped and told them to call him.", "Jesús se detuvo y mandó que lo llamaran."],
            say: [
              ["jesus", "Call him.", "Llámenlo."],
              ["disciple", "Cheer up! Get up! He's calling you!", "¡Ten confianza! ¡Levántate! ¡Te llama!"],
              [
                "bartimaeus",
                "(throwing off his cloak and jumping up) He's calling me!",
                "(arrojando su manto y levantándose de un salto) ¡Me llama a mí!",
              ],
            ],
            mood: "wonder",
          },
          {
            dir: [
              "{jesus} gently touches {bartimaeus}'s eyes. Bartimaeus blinks, then looks around in wonder.",
              "{jesus} toca suavemente los ojos de {bartimaeus}. Bartimeo parpadea y mira a su alrededor maravillado.",
            ],
            nar: [
              "Jesus asked him a simple question, and Bartimaeus gave a simple answer.",
              "Jesús le hizo una pregunta sencilla, y Bartimeo le dio una respuesta sencilla.",
            ],
            say: [
              ["jesus", "What do you want Me to do for you?", "¿Qué quieres que haga por ti?"],
              ["bartimaeus", "Teacher, I want to see.", "Maestro, que recobre la vista."],
              ["jesus", "Go. Your faith has healed you.", "Vete, tu fe te ha salvado."],
              [
                "bartimaeus",
                "I can see! Colours! Faces! I can see You!",
                "¡Puedo ver! ¡Colores! ¡Caras! ¡Puedo verte!",
              ],
            ],
            mood: "joy",
            key: true,
          },
          {
            dir: [
              "{bartimaeus} joins the crowd following {jesus}, dancing and praising God.",
              "{bartimaeus} se une a la multitud que sigue a {jesus}, bailando y alabando a Dios.",
            ],
            nar: [
              "Immediately Bartimaeus could see, and he followed Jesus along the road, praising God.",
              "Al instante Bartimeo recobró la vista, y siguió a Jesús por el camino, alabando a Dios.",
            ],
            say: [
              [
                "bartimaeus",
                "I'm coming with You, Jesus! Wherever You go!",
                "¡Voy contigo, Jesús! ¡Adonde vayas!",
              ],
              ["crowd", "Praise God! The blind man can see!", "¡Gloria a Dios! ¡El ciego puede ver!"],
              [
                "shusher",
                "(quietly) I told him to be quiet... I'm glad he didn't listen.",
                "(en voz baja) Le dije que se callara... Me alegro de que no me hiciera caso.",
              ],
            ],
            mood: "joy",
          },
        ],
      },
    ],
    refrain: ["Jesus, have mercy on me!", "¡Jesús, ten misericordia de mí!"],
    cue: [
      "call out with Bartimaeus, louder each time: “Jesus, have mercy!”",
      "griten con Bartimeo, cada vez más fuerte: “¡Jesús, ten misericordia!”",
    ],
    questions: [
      [
        "What did Bartimaeus do when people told him to be quiet?",
        "¿Qué hizo Bartimeo cuando la gente le dijo que se callara?",
      ],
      ["What did Jesus ask Bartimaeus?", "¿Qué le preguntó Jesús a Bartimeo?"],
      ["What would you ask Jesus for today?", "¿Qué le pedirías hoy a Jesús?"],
    ],
    verse: {
      en: "And Jesus said unto him, Go thy way; thy faith hath made thee whole. And immediately he received his sight, and followed Jesus in the way.",
      es: "Y Jesús le dijo: Ve, tu fe te ha salvado. Y luego cobró la vista, y seguía á Jesús en el camino.",
      ref: "Mark 10:52",
      refEs: "Marcos 10:52",
    },
    props: [
      "a worn cloak, a begging cup, a blindfold or dark glasses",
      "un manto gastado, una taza para limosnas, una venda o lentes oscuros",
    ],
  },
  {
    id: "mary-and-martha",
    title: ["Mary and Martha", "Marta y María"],
    ref: "Luke 10:38-42",
    keys: [
      "mary and martha",
      "marta y maria",
      "martha",
      "marta",
      "bethany",
      "betania",
      "busy",
      "ocupada",
      "sat at jesus feet",
      "a los pies de jesus",
      "one thing is needed",
      "una cosa es necesaria",
      "the better part",
      "la buena parte",
    ],
    themes: ["prayer", "joy"],
    summary: [
      "Martha rushes around preparing a meal for Jesus while her sister Mary sits at His feet listening; Jesus gently tells Martha that Mary has chosen what matters most.",
      "Marta corre de un lado a otro preparando la comida para Jesús mientras su hermana María se sienta a sus pies a escuchar; Jesús le dice con ternura a Marta que María ha escogido lo más importante.",
    ],
    lesson: [
      "Time with Jesus matters more than being busy, even busy doing good things.",
      "Pasar tiempo con Jesús importa más que estar ocupados, aun haciendo cosas buenas.",
    ],
    chars: [
      {
        key: "martha",
        name: ["MARTHA", "MARTA"],
        desc: ["a busy, hard-working host", "una anfitriona ocupada y trabajadora"],
      },
      {
        key: "mary",
        name: ["MARY", "MARÍA"],
        desc: ["Martha's sister, who loves to listen", "la hermana de Marta, a quien le encanta escuchar"],
      },
      { key: "jesus", name: ["JESUS", "JESÚS"], desc: ["a guest in their home", "un invitado en su casa"] },
      { key: "lazarus", name: ["LAZARUS", "LÁZARO"], desc: ["their brother", "su hermano"] },
    ],
    crowd: [{ name: ["DISCIPLE", "DISCÍPULO"], desc: ["travelling with Jesus", "viaja con Jesús"] }],
    scenes: [
      {
        place: ["Martha's House in Bethany", "La casa de Marta en Betania"],
        beats: [
          {
            dir: [
              "{martha} opens the door wide. {jesus} and the disciples come in. {mary} runs to greet them.",
              "{martha} abre la puerta de par en par. Entran {jesus} y los discípulos. {mary} corre a saludarlos.",
            ],
            nar: [
              "Jesus and His disciples came to a village called Bethany, and a woman named Martha welcomed them into her home.",
              "Jesús y sus discípulos llegaron a una aldea llamada Betania, y una mujer llamada Marta los recibió en su casa.",
            ],
            say: [
              [
                "martha",
                "Welcome, Lord! Come in, come in! Make yourselves at home!",
                "¡Bienvenido, Señor! ¡Pasen, pasen! ¡Están en su casa!",
              ],
              ["crowd", "Something smells delicious!", "¡Algo huele delicioso!"],
              [
                "mary",
                "Teacher, will You tell us more about God's kingdom?",
                "Maestro, ¿nos contarás más del reino de Dios?",
              ],
            ],
            mood: "joy",
          },
          {
            dir: [
              "{mary} sits at {jesus}' feet, listening. {martha} rushes back and forth with pots, plates and bread, getting more and more flustered.",
              "{mary} se sienta a los pies de {jesus} a escuchar. {martha} va y viene con ollas, platos y pan, cada vez más agobiada.",
            ],
            nar: [
              "Mary sat at Jesus' feet, listening to every word. But Martha was distracted by all the preparations.",
              "María se sentó a los pies de Jesús, escuchando cada palabra. Pero Marta estaba distraída con todos los preparativos.",
            ],
            say: [
              [
                "martha",
                "(to herself) Bread in the oven, stew on the fire, water for thirteen guests...",
                "(para sí) El pan en el horno, el guiso en el fuego, agua para trece invitados...",
              ],
              [
                "martha",
                "(dropping a pot) Oh! Where is that sister of mine?",
                "(dejando caer una olla) ¡Ay! ¿Dónde está esa hermana mía?",
              ],
              [
                "lazarus",
                "(peeking in) Can I help, Martha? No? All right.",
                "(asomándose) ¿Te ayudo, Marta? ¿No? Está bien.",
              ],
            ],
            mood: "tension",
            key: true,
          },
          {
            dir: [
              "{martha} marches over to {jesus}, hands on her hips.",
              "{martha} se acerca a {jesus} con las manos en la cintura.",
            ],
            nar: ["Finally Martha had had enough.", "Por fin, Marta no aguantó más."],
            say: [
              [
                "martha",
                "Lord, don't You care that my sister has left me to do all the work by myself? Tell her to help me!",
                "Señor, ¿no te importa que mi hermana me deje servir sola? ¡Dile que me ayude!",
              ],
              [
                "jesus",
                "Martha, Martha, you are worried and upset about many things.",
                "Marta, Marta, afanada y turbada estás con muchas cosas.",
              ],
              [
                "jesus",
                "But only one thing is needed. Mary has chosen what is better, and it will not be taken away from her.",
                "Pero solo una cosa es necesaria. María ha escogido la buena parte, la cual no le será quitada.",
              ],
            ],
            mood: "calm",
            key: true,
          },
          {
            dir: [
              "{martha} unties her apron, takes a deep breath and sits down beside {mary}.",
              "{martha} se desata el delantal, respira hondo y se sienta junto a {mary}.",
            ],
            nar: [
              "Martha put down her work and sat with her sister to listen to Jesus.",
              "Marta dejó su trabajo y se sentó con su hermana a escuchar a Jesús.",
            ],
            say: [
              ["martha", "The stew can wait, can't it?", "El guiso puede esperar, ¿verdad?"],
              ["mary", "Come and sit with me, Martha. Listen.", "Ven a sentarte conmigo, Marta. Escucha."],
              ["jesus", "I'm so glad you're both here.", "Me alegra mucho que estén las dos aquí."],
              ["lazarus", "I'll keep an eye on the stew!", "¡Yo vigilo el guiso!"],
            ],
            mood: "joy",
          },
        ],
      },
    ],
    refrain: ["Only one thing is needed!", "¡Solo una cosa es necesaria!"],
    cue: [
      "hurry with your hands like Martha, then fold them and sit still like Mary",
      "muevan las manos rápido como Marta y luego crúcenlas y quédense quietos como María",
    ],
    questions: [
      ["What was Martha busy doing?", "¿En qué estaba ocupada Marta?"],
      ["What did Mary choose to do?", "¿Qué escogió hacer María?"],
      [
        "When could you sit and listen to Jesus this week?",
        "¿Cuándo podrías sentarte a escuchar a Jesús esta semana?",
      ],
    ],
    verse: {
      en: "But one thing is needful: and Mary hath chosen that good part, which shall not be taken away from her.",
      es: "Empero una cosa es necesaria; y María escogió la buena parte, la cual no le será quitada.",
      ref: "Luke 10:42",
      refEs: "Lucas 10:42",
    },
    props: [
      "pots and pans, an apron, bread, cushions to sit on",
      "ollas y sartenes, un delantal, pan, cojines para sentarse",
    ],
  },
  {
    id: "lazarus",
    title: ["Jesus Raises Lazarus", "Jesús resucita a Lázaro"],
    ref: "John 11:1-44",
    keys: [
      "lazarus",
      "lazaro",
      "raising of lazarus",
      "resurreccion de lazaro",
      "bethany",
      "betania",
      "jesus wept",
      "jesus lloro",
      "tomb",
      "sepulcro",
      "come out",
      "sal fuera",
      "resurrection and the life",
      "resurreccion y la vida",
      "four days",
    ],
    themes: ["hope", "salvation"],
    summary: [
      "Jesus' friend Lazarus dies before Jesus arrives; Jesus weeps with Martha and Mary, then calls Lazarus out of the tomb alive.",
      "Lázaro, el amigo de Jesús, muere antes de que Jesús llegue; Jesús llora con Marta y María y luego llama a Lázaro, que sale vivo del sepulcro.",
    ],
    lesson: [
      "Jesus is the resurrection and the life; He is stronger than death.",
      "Jesús es la resurrección y la vida; Él es más fuerte que la muerte.",
    ],
    chars: [
      { key: "martha", name: ["MARTHA", "MARTA"], desc: ["Lazarus's sister", "hermana de Lázaro"] },
      { key: "jesus", name: ["JESUS", "JESÚS"], desc: ["Lazarus's friend", "amigo de Lázaro"] },
      { key: "mary", name: ["MARY", "MARÍA"], desc: ["Lazarus's sister", "hermana de Lázaro"] },
      {
        key: "lazarus",
        name: ["LAZARUS", "LÁZARO"],
        desc: ["a dear friend of Jesus", "un querido amigo de Jesús"],
      },
      { key: "thomas", name: ["THOMAS", "TOMÁS"], desc: ["a loyal disciple", "un discípulo leal"] },
      {
        key: "messenger",
        name: ["MESSENGER", "MENSAJERO"],
        called: ["a messenger", "un mensajero"],
        desc: ["brings urgent news", "trae noticias urgentes"],
      },
    ],
    crowd: [
      {
        name: ["MOURNER", "DOLIENTE"],
        desc: ["came to comfort the sisters", "vino a consolar a las hermanas"],
      },
      { name: ["DISCIPLE", "DISCÍPULO"], desc: ["travelling with Jesus", "viaja con Jesús"] },
    ],
    scenes: [
      {
        place: ["Across the Jordan", "Al otro lado del Jordán"],
        beats: [
          {
            dir: [
              "{messenger} runs in, out of breath, and kneels before {jesus}.",
              "{messenger} llega corriendo, sin aliento, y se arrodilla ante {jesus}.",
            ],
            nar: [
              "Jesus had a close friend named Lazarus, who lived in Bethany with his sisters Martha and Mary. One day Lazarus became very sick.",
              "Jesús tenía un amigo muy querido llamado Lázaro, que vivía en Betania con sus hermanas Marta y María. Un día Lázaro se enfermó gravemente.",
            ],
            say: [
              [
                "messenger",
                "Lord, Martha and Mary sent me. The one You love is sick!",
                "Señor, me envían Marta y María. ¡El que amas está enfermo!",
              ],
              [
                "jesus",
                "This sickness will not end in death. It is for God's glory.",
                "Esta enfermedad no es para muerte, sino para la gloria de Dios.",
              ],
              [
                "thomas",
                "Then let's go too, even if it's dangerous.",
                "Entonces vamos nosotros también, aunque sea peligroso.",
              ],
            ],
            mood: "tension",
          },
        ],
      },
      {
        place: ["The Road to Bethany", "El camino a Betania"],
        beats: [
          {
            dir: [
              "Mourners wail. {martha} runs out to meet {jesus} on the road.",
              "Los dolientes se lamentan. {martha} sale corriendo al encuentro de {jesus} en el camino.",
            ],
            nar: [
              "By the time Jesus arrived, Lazarus had already been in the tomb for four days. Martha ran out to meet Him.",
              "Cuando Jesús llegó, Lázaro ya llevaba cuatro días en el sepulcro. Marta salió corriendo a recibirlo.",
            ],
            say: [
              [
                "martha",
                "Lord, if You had been here, my brother would not have died.",
                "Señor, si hubieras estado aquí, mi hermano no habría muerto.",
              ],
              ["jesus", "Your brother will rise again.", "Tu hermano resucitará."],
              [
                "jesus",
                "I am the resurrection and the life. Whoever believes in Me will live, even though they die. Do you believe this?",
                "Yo soy la resurrección y la vida. El que cree en mí, aunque esté muerto, vivirá. ¿Crees esto?",
              ],
              [
                "martha",
                "Yes, Lord. I believe that You are the Christ, the Son of God.",
                "Sí, Señor. Yo creo que tú eres el Cristo, el Hijo de Dios.",
              ],
            ],
            mood: "sad",
            key: true,
          },
          {
            dir: [
              "{mary} falls at {jesus}' feet, weeping. Jesus' shoulders shake. He weeps too.",
              "{mary} cae a los pies de {jesus}, llorando. Los hombros de Jesús tiemblan. Él también llora.",
            ],
            nar: [
              "When Mary came and fell at His feet weeping, Jesus was deeply moved, and Jesus wept.",
              "Cuando María llegó y cayó a sus pies llorando, Jesús se conmovió profundamente, y Jesús lloró.",
            ],
            say: [
              ["mary", "Lord, if only You had been here...", "Señor, si hubieras estado aquí..."],
              ["jesus", "Where have you laid him?", "¿Dónde lo pusieron?"],
              ["crowd", "See how much He loved him.", "Miren cuánto lo amaba."],
            ],
            mood: "sad",
          },
        ],
      },
      {
        place: ["The Tomb", "El sepulcro"],
        beats: [
          {
            dir: [
              "A cardboard stone covers a tomb. {jesus} points to it. {martha} steps back, wrinkling her nose.",
              "Una piedra de cartón tapa un sepulcro. {jesus} la señala. {martha} da un paso atrás, arrugando la nariz.",
            ],
            nar: [
              "Jesus came to the tomb, a cave with a stone across the entrance.",
              "Jesús llegó al sepulcro, una cueva con una piedra en la entrada.",
            ],
            say: [
              ["jesus", "Take away the stone.", "Quiten la piedra."],
              [
                "martha",
                "But Lord, he has been dead four days. There will be a terrible smell!",
                "Pero Señor, ya lleva cuatro días muerto. ¡Olerá muy mal!",
              ],
              [
                "jesus",
                "Didn't I tell you that if you believe, you will see the glory of God?",
                "¿No te dije que si crees, verás la gloria de Dios?",
              ],
              [
                "jesus",
                "Father, thank You that You have heard Me.",
                "Padre, gracias te doy por haberme oído.",
              ],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{jesus} calls out in a loud voice. Slowly {lazarus} shuffles out, wrapped in strips of cloth. Everyone gasps.",
              "{jesus} llama a gran voz. Lentamente sale {lazarus}, arrastrando los pies, envuelto en vendas. Todos ahogan un grito.",
            ],
            nar: [
              "Then Jesus called in a loud voice, and the man who had died came out, his hands and feet wrapped in strips of linen.",
              "Entonces Jesús clamó a gran voz, y el que había muerto salió, atadas las manos y los pies con vendas.",
            ],
            say: [
              ["jesus", "Lazarus, come out!", "¡Lázaro, sal fuera!"],
              ["crowd", "He's alive! Lazarus is alive!", "¡Está vivo! ¡Lázaro está vivo!"],
              ["jesus", "Unwrap him, and let him go.", "Desátenlo, y déjenlo ir."],
              [
                "lazarus",
                "Martha? Mary? Why is everyone crying?",
                "¿Marta? ¿María? ¿Por qué llora todo el mundo?",
              ],
              [
                "mary",
                "(laughing through tears) Because you're home!",
                "(riendo entre lágrimas) ¡Porque estás en casa!",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["Jesus is the resurrection and the life!", "¡Jesús es la resurrección y la vida!"],
    cue: [
      "whisper “Lazarus, come out!” with Jesus, then cheer",
      "susurren con Jesús: “¡Lázaro, sal fuera!” y luego aplaudan",
    ],
    questions: [
      [
        "How did Jesus feel when He saw His friends crying?",
        "¿Cómo se sintió Jesús al ver llorar a sus amigos?",
      ],
      ["What did Jesus say to Lazarus at the tomb?", "¿Qué le dijo Jesús a Lázaro en el sepulcro?"],
      [
        "What does this story tell us about Jesus and death?",
        "¿Qué nos dice esta historia sobre Jesús y la muerte?",
      ],
    ],
    verse: {
      en: "Jesus said unto her, I am the resurrection, and the life: he that believeth in me, though he were dead, yet shall he live.",
      es: "Dícele Jesús: Yo soy la resurrección y la vida: el que cree en mí, aunque esté muerto, vivirá.",
      ref: "John 11:25",
      refEs: "Juan 11:25",
    },
    props: [
      "a large cardboard stone, strips of white cloth or toilet paper, tissues",
      "una gran piedra de cartón, tiras de tela blanca o papel higiénico, pañuelos",
    ],
  },
  {
    id: "widows-offering",
    title: ["The Widow's Offering", "La ofrenda de la viuda"],
    ref: "Mark 12:41-44",
    alsoRefs: ["Luke 21:1-4"],
    keys: [
      "widow's mite",
      "widows mite",
      "widow's offering",
      "ofrenda de la viuda",
      "two small coins",
      "dos blancas",
      "dos moneditas",
      "offering box",
      "arca de las ofrendas",
      "treasury",
      "giving",
      "ofrenda",
    ],
    themes: ["generosity", "humility"],
    summary: [
      "Rich people drop large gifts into the temple treasury with a show, but Jesus praises a poor widow who quietly gives two tiny coins, all she has.",
      "Los ricos echan grandes ofrendas en el arca del templo para lucirse, pero Jesús alaba a una viuda pobre que en silencio da dos moneditas, todo lo que tiene.",
    ],
    lesson: [
      "God looks at the heart of the giver, not the size of the gift.",
      "Dios mira el corazón del que da, no el tamaño del regalo.",
    ],
    chars: [
      {
        key: "widow",
        name: ["POOR WIDOW", "VIUDA POBRE"],
        called: ["the poor widow", "la viuda pobre"],
        desc: ["has almost nothing", "casi no tiene nada"],
      },
      { key: "jesus", name: ["JESUS", "JESÚS"], desc: ["watching in the temple", "observa en el templo"] },
      {
        key: "rich",
        name: ["RICH MAN", "HOMBRE RICO"],
        called: ["a rich man", "un hombre rico"],
        desc: ["likes to be noticed", "le gusta que lo vean"],
        foe: true,
      },
      { key: "peter", name: ["PETER", "PEDRO"], desc: ["a disciple", "un discípulo"] },
      { key: "john", name: ["JOHN", "JUAN"], desc: ["a disciple", "un discípulo"] },
    ],
    crowd: [{ name: ["WORSHIPPER", "ADORADOR"], desc: ["at the temple", "en el templo"] }],
    scenes: [
      {
        place: ["The Temple Treasury", "El arca de las ofrendas del templo"],
        beats: [
          {
            dir: [
              "{jesus} sits with {peter} and {john} opposite the offering box, watching people pass.",
              "{jesus} se sienta con {peter} y {john} frente al arca de las ofrendas, observando a la gente pasar.",
            ],
            nar: [
              "One day in the temple, Jesus sat down where people brought their offerings and watched them put in their money.",
              "Un día en el templo, Jesús se sentó frente al lugar de las ofrendas y miraba cómo la gente echaba su dinero.",
            ],
            say: [
              ["peter", "What are we watching, Master?", "¿Qué estamos mirando, Maestro?"],
              ["jesus", "Hearts, Peter. Watch their hearts.", "Corazones, Pedro. Miren sus corazones."],
            ],
            mood: "calm",
          },
          {
            dir: [
              "{rich} struts in, waves to the crowd and pours a huge bag of coins into the box with a loud clatter.",
              "{rich} entra pavoneándose, saluda a la gente y vacía una enorme bolsa de monedas en el arca con mucho ruido.",
            ],
            nar: [
              "Many rich people threw in large amounts, and some made sure everyone noticed.",
              "Muchos ricos echaban grandes cantidades, y algunos se aseguraban de que todos lo notaran.",
            ],
            say: [
              [
                "rich",
                "Make way! Big donation coming through! Is everyone watching?",
                "¡Abran paso! ¡Aquí viene una gran donación! ¿Todos están mirando?",
              ],
              ["crowd", "Ooh! Listen to all those coins!", "¡Uy! ¡Oigan cuántas monedas!"],
              [
                "john",
                "That must be the biggest gift today.",
                "Esa debe de ser la ofrenda más grande de hoy.",
              ],
            ],
            mood: "tension",
            key: true,
          },
          {
            dir: [
              "{widow} shuffles in quietly, opens her hand, looks at two tiny coins, then drops them in. Clink, clink.",
              "{widow} entra despacio y en silencio, abre la mano, mira dos moneditas y las echa. Clin, clin.",
            ],
            nar: [
              "Then a poor widow came and put in two very small copper coins, worth only a fraction of a penny.",
              "Entonces llegó una viuda pobre y echó dos moneditas de cobre, que valían casi nada.",
            ],
            say: [
              [
                "widow",
                "(whispering) It's all I have, Lord. But it's Yours.",
                "(susurrando) Es todo lo que tengo, Señor. Pero es tuyo.",
              ],
              [
                "rich",
                "(laughing) Two little coins? Why even bother?",
                "(riéndose) ¿Dos moneditas? ¿Para qué molestarse?",
              ],
            ],
            mood: "sad",
          },
          {
            dir: [
              "{jesus} stands and gathers {peter} and {john} close, pointing after {widow}.",
              "{jesus} se pone de pie, reúne a {peter} y a {john} y señala a {widow} mientras se va.",
            ],
            nar: [
              "Jesus called His disciples and told them what He had seen.",
              "Jesús llamó a sus discípulos y les contó lo que había visto.",
            ],
            say: [
              [
                "jesus",
                "Truly I tell you, this poor widow has put more into the treasury than all the others.",
                "De cierto les digo que esta viuda pobre echó más que todos los demás.",
              ],
              ["peter", "More? But she only gave two tiny coins!", "¿Más? ¡Pero solo dio dos moneditas!"],
              [
                "jesus",
                "They all gave out of their riches. But she, out of her poverty, put in everything she had to live on.",
                "Todos ellos dieron de lo que les sobra. Pero ella, de su pobreza, echó todo lo que tenía para vivir.",
              ],
              [
                "john",
                "So God doesn't count the coins. He counts the heart.",
                "Entonces Dios no cuenta las monedas. Cuenta el corazón.",
              ],
            ],
            mood: "wonder",
            key: true,
          },
        ],
      },
    ],
    refrain: ["God looks at the heart!", "¡Dios mira el corazón!"],
    cue: [
      "make a big “clang, clang, clang” for the rich man and a tiny “clink, clink” for the widow",
      "hagan un gran “clan, clan, clan” para el rico y un pequeño “clin, clin” para la viuda",
    ],
    questions: [
      ["Who gave the most, according to Jesus? Why?", "Según Jesús, ¿quién dio más? ¿Por qué?"],
      [
        "How was the widow's gift different from the rich man's?",
        "¿En qué se diferenciaba la ofrenda de la viuda de la del hombre rico?",
      ],
      ["What can you give to God with a cheerful heart?", "¿Qué puedes darle a Dios con un corazón alegre?"],
    ],
    verse: {
      en: "Every man according as he purposeth in his heart, so let him give; not grudgingly, or of necessity: for God loveth a cheerful giver.",
      es: "Cada uno dé como propuso en su corazón: no con tristeza, ó por necesidad; porque Dios ama el dador alegre.",
      ref: "2 Corinthians 9:7",
      refEs: "2 Corintios 9:7",
    },
    props: [
      "an offering box, a big bag of coins, two small coins",
      "un arca o caja de ofrendas, una bolsa grande de monedas, dos moneditas",
    ],
  },
  {
    id: "triumphal-entry",
    title: ["Jesus Rides into Jerusalem", "La entrada triunfal de Jesús en Jerusalén"],
    ref: "Matthew 21:1-11",
    alsoRefs: ["Mark 11:1-11", "Luke 19:28-40", "John 12:12-19"],
    keys: [
      "triumphal entry",
      "entrada triunfal",
      "palm sunday",
      "domingo de ramos",
      "palm branches",
      "ramos",
      "palmas",
      "hosanna",
      "donkey",
      "burro",
      "asna",
      "colt",
      "pollino",
      "jerusalem",
      "jerusalen",
      "king on a donkey",
    ],
    themes: ["joy", "humility"],
    summary: [
      "Jesus rides into Jerusalem on a humble donkey while crowds spread cloaks and palm branches on the road and shout, Hosanna!",
      "Jesús entra en Jerusalén montado en un humilde burrito mientras la multitud tiende mantos y ramas de palma en el camino y grita: ¡Hosanna!",
    ],
    lesson: [
      "Jesus is the King who comes in peace and humility; let's praise Him!",
      "Jesús es el Rey que viene en paz y humildad; ¡alabémoslo!",
    ],
    chars: [
      {
        key: "jesus",
        name: ["JESUS", "JESÚS"],
        desc: ["the King who comes in peace", "el Rey que viene en paz"],
      },
      {
        key: "peter",
        name: ["PETER", "PEDRO"],
        desc: ["a disciple sent to fetch the donkey", "un discípulo enviado a buscar el burro"],
      },
      {
        key: "owner",
        name: ["DONKEY OWNER", "DUEÑO DEL BURRO"],
        called: ["the donkey's owner", "el dueño del burro"],
        desc: ["surprised to lend his donkey", "sorprendido de prestar su burro"],
      },
      {
        key: "pharisee",
        name: ["PHARISEE", "FARISEO"],
        called: ["a Pharisee", "un fariseo"],
        desc: ["annoyed by all the noise", "molesto por tanto ruido"],
        foe: true,
      },
      { key: "john", name: ["JOHN", "JUAN"], desc: ["a disciple", "un discípulo"] },
      {
        key: "donkey",
        name: ["DONKEY", "BURRITO"],
        called: ["the donkey", "el burrito"],
        desc: ["a young donkey nobody has ridden", "un burrito que nadie ha montado"],
      },
    ],
    crowd: [
      {
        name: ["PERSON IN THE CROWD", "PERSONA DE LA MULTITUD"],
        desc: ["waves a palm branch", "agita una rama de palma"],
      },
      { name: ["CHILD", "NIÑO"], desc: ["shouts the loudest", "grita más fuerte que nadie"] },
    ],
    scenes: [
      {
        place: ["A Village near Jerusalem", "Una aldea cerca de Jerusalén"],
        beats: [
          {
            dir: [
              "{peter} and {john} untie a donkey. {owner} rushes out of his house.",
              "{peter} y {john} desatan un burro. {owner} sale corriendo de su casa.",
            ],
            nar: [
              "As Jesus came near Jerusalem for the Passover feast, He sent two disciples to a village to fetch a young donkey.",
              "Cuando Jesús se acercaba a Jerusalén para la fiesta de la Pascua, envió a dos discípulos a una aldea a buscar un burrito.",
            ],
            say: [
              ["owner", "Hey! Why are you untying my donkey?", "¡Oigan! ¿Por qué desatan mi burro?"],
              [
                "peter",
                "The Lord needs it, and He will send it back soon.",
                "El Señor lo necesita, y pronto lo devolverá.",
              ],
              [
                "owner",
                "The Lord? Then take him, with my blessing!",
                "¿El Señor? ¡Entonces llévenselo, con mi bendición!",
              ],
              ["donkey", "Hee-haw!", "¡I-aaa!"],
            ],
            mood: "calm",
          },
        ],
      },
      {
        place: ["The Road into Jerusalem", "El camino a Jerusalén"],
        beats: [
          {
            dir: [
              "{jesus} rides the donkey slowly down the aisle. People lay cloaks on the floor and wave palm branches.",
              "{jesus} avanza despacio por el pasillo montado en el burrito. La gente tiende mantos en el suelo y agita ramas de palma.",
            ],
            nar: [
              "The disciples put their cloaks on the donkey, and Jesus sat on it. A very large crowd spread their cloaks on the road, while others cut branches from the trees and spread them on the road.",
              "Los discípulos pusieron sus mantos sobre el burrito, y Jesús se sentó encima. Una gran multitud tendía sus mantos en el camino, y otros cortaban ramas de los árboles y las tendían en el camino.",
            ],
            say: [
              ["crowd", "Hosanna to the Son of David!", "¡Hosanna al Hijo de David!"],
              [
                "crowd",
                "Blessed is He who comes in the name of the Lord!",
                "¡Bendito el que viene en el nombre del Señor!",
              ],
              [
                "john",
                "Just like the prophet Zechariah said: your King comes to you, gentle and riding on a donkey!",
                "¡Tal como dijo el profeta Zacarías: tu Rey viene a ti, manso y sentado sobre un burrito!",
              ],
              ["crowd", "Hosanna in the highest!", "¡Hosanna en las alturas!"],
            ],
            mood: "joy",
            key: true,
          },
          {
            dir: [
              "{pharisee} pushes through the crowd and grabs at the donkey's rope.",
              "{pharisee} se abre paso entre la multitud y trata de agarrar la cuerda del burrito.",
            ],
            nar: [
              "Some of the Pharisees in the crowd did not like it at all.",
              "A algunos fariseos de la multitud no les gustó nada.",
            ],
            say: [
              [
                "pharisee",
                "Teacher, tell Your followers to be quiet!",
                "¡Maestro, reprende a tus discípulos!",
              ],
              [
                "jesus",
                "I tell you, if they keep quiet, the stones will cry out.",
                "Les digo que si estos callan, las piedras clamarán.",
              ],
              ["crowd", "Hosanna! Hosanna!", "¡Hosanna! ¡Hosanna!"],
            ],
            mood: "tension",
          },
          {
            dir: [
              "The procession reaches the city gate. People on the sidelines point and ask questions.",
              "La procesión llega a la puerta de la ciudad. La gente a los lados señala y hace preguntas.",
            ],
            nar: [
              "When Jesus entered Jerusalem, the whole city was stirred.",
              "Cuando Jesús entró en Jerusalén, toda la ciudad se conmovió.",
            ],
            say: [
              ["crowd", "Who is this?", "¿Quién es este?"],
              [
                "peter",
                "This is Jesus, the prophet from Nazareth in Galilee!",
                "¡Este es Jesús, el profeta de Nazaret de Galilea!",
              ],
              [
                "jesus",
                "(looking out over the city) Jerusalem... if only you knew what would bring you peace.",
                "(mirando la ciudad) Jerusalén... si conocieras lo que es para tu paz.",
              ],
            ],
            mood: "wonder",
            key: true,
          },
        ],
      },
    ],
    refrain: ["Hosanna in the highest!", "¡Hosanna en las alturas!"],
    cue: [
      "wave your arms like palm branches and shout “Hosanna!”",
      "agiten los brazos como ramas de palma y griten “¡Hosanna!”",
    ],
    questions: [
      ["What animal did Jesus ride into Jerusalem?", "¿En qué animal entró Jesús en Jerusalén?"],
      ["What did the people shout?", "¿Qué gritaba la gente?"],
      ["How can we praise Jesus as our King today?", "¿Cómo podemos alabar hoy a Jesús como nuestro Rey?"],
    ],
    verse: {
      en: "And the multitudes that went before, and that followed, cried, saying, Hosanna to the son of David: Blessed is he that cometh in the name of the Lord; Hosanna in the highest.",
      es: "Y las gentes que iban delante, y las que iban detrás, aclamaban diciendo: ¡Hosanna al Hijo de David! ¡Bendito el que viene en el nombre del Señor! ¡Hosanna en las alturas!",
      ref: "Matthew 21:9",
      refEs: "Mateo 21:9",
    },
    props: [
      "palm branches (real or paper), cloaks or coats to lay on the floor, donkey ears",
      "ramas de palma (de verdad o de papel), mantos o abrigos para tender en el suelo, orejas de burro",
    ],
  },
  {
    id: "last-supper",
    title: ["The Last Supper", "La última cena"],
    ref: "John 13:1-35",
    alsoRefs: ["Luke 22:7-23", "Matthew 26:17-30", "Mark 14:12-26"],
    keys: [
      "last supper",
      "ultima cena",
      "upper room",
      "aposento alto",
      "washing feet",
      "lavamiento de pies",
      "lava los pies",
      "bread and wine",
      "pan y vino",
      "communion",
      "santa cena",
      "comunion",
      "new commandment",
      "mandamiento nuevo",
      "passover meal",
      "judas",
    ],
    themes: ["love", "serving"],
    summary: [
      "On the night before He dies, Jesus washes His disciples' feet, shares bread and wine with them as a sign of His body and blood, and gives them a new commandment: love one another.",
      "La noche antes de morir, Jesús lava los pies de sus discípulos, comparte con ellos el pan y el vino como señal de su cuerpo y su sangre, y les da un mandamiento nuevo: ámense unos a otros.",
    ],
    lesson: [
      "Jesus loved us enough to serve and to give His life; now we love and serve one another.",
      "Jesús nos amó tanto que sirvió y dio su vida; ahora nosotros nos amamos y servimos unos a otros.",
    ],
    chars: [
      { key: "jesus", name: ["JESUS", "JESÚS"], desc: ["the Teacher and Lord", "el Maestro y Señor"] },
      {
        key: "peter",
        name: ["PETER", "PEDRO"],
        desc: ["a loyal and outspoken disciple", "un discípulo leal y franco"],
      },
      {
        key: "john",
        name: ["JOHN", "JUAN"],
        desc: ["the disciple who sits closest to Jesus", "el discípulo que se sienta más cerca de Jesús"],
      },
      {
        key: "judas",
        name: ["JUDAS", "JUDAS"],
        desc: ["the disciple who will betray Jesus", "el discípulo que traicionará a Jesús"],
        foe: true,
      },
      {
        key: "thomas",
        name: ["THOMAS", "TOMÁS"],
        desc: ["a disciple with questions", "un discípulo con preguntas"],
      },
    ],
    crowd: [{ name: ["DISCIPLE", "DISCÍPULO"], desc: ["one of the twelve", "uno de los doce"] }],
    scenes: [
      {
        place: ["The Upper Room", "El aposento alto"],
        beats: [
          {
            dir: [
              "The disciples recline around a low table. {jesus} stands, wraps a towel around His waist and kneels with a bowl of water.",
              "Los discípulos están recostados alrededor de una mesa baja. {jesus} se levanta, se ciñe una toalla y se arrodilla con una vasija de agua.",
            ],
            nar: [
              "It was the night of the Passover meal. Jesus knew that His time had come to leave this world, and He loved His disciples to the very end.",
              "Era la noche de la cena de la Pascua. Jesús sabía que había llegado su hora de salir de este mundo, y amó a sus discípulos hasta el fin.",
            ],
            say: [
              [
                "crowd",
                "What is He doing? That's a servant's job!",
                "¿Qué está haciendo? ¡Ese es trabajo de un sirviente!",
              ],
              ["peter", "Lord, are You going to wash my feet?", "Señor, ¿tú me vas a lavar los pies?"],
              [
                "jesus",
                "You don't understand now what I am doing, but later you will.",
                "Lo que yo hago, tú no lo entiendes ahora; pero lo entenderás después.",
              ],
              ["peter", "No! You will never wash my feet!", "¡No! ¡Jamás me lavarás los pies!"],
              [
                "jesus",
                "Unless I wash you, you have no part with Me.",
                "Si no te lavo, no tendrás parte conmigo.",
              ],
              [
                "peter",
                "Then, Lord, not just my feet, but my hands and my head as well!",
                "¡Entonces, Señor, no solo mis pies, sino también las manos y la cabeza!",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "{jesus} puts the towel down and sits again among them.",
              "{jesus} deja la toalla y vuelve a sentarse entre ellos.",
            ],
            nar: [
              "When He had finished, Jesus explained what He had done.",
              "Cuando terminó, Jesús les explicó lo que había hecho.",
            ],
            say: [
              [
                "jesus",
                "You call Me Teacher and Lord, and rightly so. Now that I have washed your feet, you also should wash one another's feet.",
                "Ustedes me llaman Maestro y Señor, y dicen bien, porque lo soy. Si yo les he lavado los pies, ustedes también deben lavarse los pies unos a otros.",
              ],
              ["john", "So the greatest is the one who serves.", "Entonces el más grande es el que sirve."],
            ],
            mood: "calm",
          },
          {
            dir: [
              "{jesus} grows troubled. {judas} shifts uneasily and clutches a money bag.",
              "{jesus} se turba. {judas} se mueve inquieto y aprieta una bolsa de dinero.",
            ],
            nar: [
              "Then Jesus said something that shocked them all.",
              "Entonces Jesús dijo algo que los dejó a todos impactados.",
            ],
            say: [
              [
                "jesus",
                "Truly I tell you, one of you is going to betray Me.",
                "De cierto les digo que uno de ustedes me va a entregar.",
              ],
              ["thomas", "Lord, who? Surely not I?", "Señor, ¿quién? ¿Acaso soy yo?"],
              [
                "jesus",
                "What you are going to do, Judas, do quickly.",
                "Lo que vas a hacer, Judas, hazlo pronto.",
              ],
              [
                "judas",
                "(standing abruptly) I... I have to go.",
                "(levantándose de golpe) Yo... tengo que irme.",
              ],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{jesus} lifts a loaf of bread, breaks it and passes it around. Then He lifts a cup.",
              "{jesus} levanta un pan, lo parte y lo reparte. Luego levanta una copa.",
            ],
            nar: [
              "Jesus took bread, gave thanks, broke it and gave it to them. Then He took the cup.",
              "Jesús tomó el pan, dio gracias, lo partió y se lo dio. Luego tomó la copa.",
            ],
            say: [
              [
                "jesus",
                "This is My body, given for you. Do this in remembrance of Me.",
                "Esto es mi cuerpo, que por ustedes es dado. Hagan esto en memoria de mí.",
              ],
              [
                "jesus",
                "This cup is the new covenant in My blood, which is poured out for you.",
                "Esta copa es el nuevo pacto en mi sangre, que por ustedes se derrama.",
              ],
              ["john", "(quietly) Given for us...", "(en voz baja) Dado por nosotros..."],
            ],
            mood: "calm",
            key: true,
          },
          {
            dir: ["The disciples lean in close around {jesus}.", "Los discípulos se acercan a {jesus}."],
            nar: ["Then Jesus gave them a new commandment.", "Entonces Jesús les dio un mandamiento nuevo."],
            say: [
              [
                "jesus",
                "A new commandment I give you: love one another. As I have loved you, so you must love one another.",
                "Un mandamiento nuevo les doy: que se amen unos a otros. Como yo los he amado, así también ámense unos a otros.",
              ],
              [
                "jesus",
                "By this everyone will know that you are My disciples, if you love one another.",
                "En esto conocerán todos que son mis discípulos, si se aman unos a otros.",
              ],
              [
                "peter",
                "Lord, I will follow You anywhere. I would even die for You!",
                "Señor, te seguiré adonde sea. ¡Hasta daría mi vida por ti!",
              ],
            ],
            mood: "calm",
            key: true,
          },
        ],
      },
    ],
    refrain: ["Love one another!", "¡Ámense unos a otros!"],
    cue: [
      "turn to someone near you and say “Jesus loves you”",
      "vuélvanse hacia alguien cerca y díganle “Jesús te ama”",
    ],
    questions: [
      [
        "Why was it surprising that Jesus washed His disciples' feet?",
        "¿Por qué fue sorprendente que Jesús lavara los pies de sus discípulos?",
      ],
      ["What did Jesus say about the bread and the cup?", "¿Qué dijo Jesús sobre el pan y la copa?"],
      ["How can you serve someone this week?", "¿Cómo puedes servir a alguien esta semana?"],
    ],
    verse: {
      en: "A new commandment I give unto you, That ye love one another; as I have loved you, that ye also love one another.",
      es: "Un mandamiento nuevo os doy: Que os améis unos á otros: como os he amado, que también os améis los unos á los otros.",
      ref: "John 13:34",
      refEs: "Juan 13:34",
    },
    props: [
      "a low table, cushions, a bowl, a towel, a loaf of bread, a cup, a money bag",
      "una mesa baja, cojines, una vasija, una toalla, un pan, una copa, una bolsa de dinero",
    ],
  },
  {
    id: "gethsemane-and-denial",
    title: ["Gethsemane and Peter's Denial", "Getsemaní y la negación de Pedro"],
    ref: "Luke 22:39-62",
    alsoRefs: ["Matthew 26:36-75", "Mark 14:32-72"],
    keys: [
      "gethsemane",
      "getsemani",
      "garden",
      "huerto",
      "jardin",
      "peter denies",
      "pedro niega",
      "denial",
      "negacion",
      "rooster",
      "gallo",
      "cock crows",
      "canto del gallo",
      "not my will",
      "no se haga mi voluntad",
      "arrest",
      "arresto",
      "judas kiss",
      "beso de judas",
      "betrayal",
      "traicion",
    ],
    themes: ["prayer", "forgiveness"],
    summary: [
      "In Gethsemane Jesus prays, Not my will but Yours; He is betrayed with a kiss and arrested, and Peter, afraid, denies Him three times before the rooster crows.",
      "En Getsemaní Jesús ora: No se haga mi voluntad, sino la tuya; es entregado con un beso y arrestado, y Pedro, con miedo, lo niega tres veces antes de que cante el gallo.",
    ],
    lesson: [
      "Jesus chose His Father's will for us, and He forgives even those who fail Him.",
      "Jesús escogió la voluntad de su Padre por nosotros, y perdona aun a quienes le fallan.",
    ],
    chars: [
      {
        key: "peter",
        name: ["PETER", "PEDRO"],
        desc: [
          "a disciple who promised never to leave Jesus",
          "un discípulo que prometió no dejar nunca a Jesús",
        ],
      },
      { key: "jesus", name: ["JESUS", "JESÚS"], desc: ["praying in the garden", "ora en el huerto"] },
      {
        key: "judas",
        name: ["JUDAS", "JUDAS"],
        desc: ["leads the soldiers to Jesus", "guía a los soldados hasta Jesús"],
        foe: true,
      },
      {
        key: "servantgirl",
        name: ["SERVANT GIRL", "CRIADA"],
        called: ["a servant girl", "una criada"],
        desc: ["works in the high priest's courtyard", "trabaja en el patio del sumo sacerdote"],
      },
      { key: "john", name: ["JOHN", "JUAN"], desc: ["a sleepy disciple", "un discípulo soñoliento"] },
      {
        key: "angel",
        name: ["ANGEL", "ÁNGEL"],
        called: ["an angel", "un ángel"],
        desc: ["strengthens Jesus", "fortalece a Jesús"],
      },
    ],
    crowd: [
      {
        name: ["BYSTANDER", "CURIOSO"],
        desc: ["warming their hands by the fire", "se calienta las manos junto al fuego"],
      },
      {
        name: ["TEMPLE GUARD", "GUARDIA DEL TEMPLO"],
        desc: ["comes to arrest Jesus", "viene a arrestar a Jesús"],
        foe: true,
      },
    ],
    scenes: [
      {
        place: ["The Garden of Gethsemane", "El huerto de Getsemaní"],
        beats: [
          {
            dir: [
              "Night. {jesus} kneels alone by a rock. {peter} and {john} sit nearby, yawning.",
              "Es de noche. {jesus} está arrodillado solo junto a una roca. {peter} y {john} están sentados cerca, bostezando.",
            ],
            nar: [
              "After the supper, Jesus went with His disciples to a garden called Gethsemane. He knew the cross was coming, and His soul was deeply troubled.",
              "Después de la cena, Jesús fue con sus discípulos a un huerto llamado Getsemaní. Sabía que se acercaba la cruz, y su alma estaba muy angustiada.",
            ],
            say: [
              [
                "jesus",
                "Stay here and pray, so that you will not fall into temptation.",
                "Quédense aquí y oren, para que no entren en tentación.",
              ],
              [
                "jesus",
                "Father, if You are willing, take this cup from Me. Yet not My will, but Yours be done.",
                "Padre, si quieres, pasa de mí esta copa; pero no se haga mi voluntad, sino la tuya.",
              ],
              [
                "angel",
                "(appearing beside Him) Be strong. Your Father is with You.",
                "(apareciendo a su lado) Sé fuerte. Tu Padre está contigo.",
              ],
            ],
            mood: "sad",
            key: true,
          },
          {
            dir: [
              "{jesus} returns. {peter} and {john} are snoring.",
              "{jesus} regresa. {peter} y {john} están roncando.",
            ],
            nar: [
              "When Jesus came back, He found the disciples asleep, exhausted from sorrow.",
              "Cuando Jesús volvió, encontró a los discípulos dormidos, agotados por la tristeza.",
            ],
            say: [
              ["jesus", "Why are you sleeping? Get up and pray.", "¿Por qué duermen? Levántense y oren."],
              [
                "john",
                "(waking) Sorry, Lord. Our eyes were so heavy.",
                "(despertando) Perdón, Señor. Se nos cerraban los ojos.",
              ],
              ["peter", "I'm awake! I'm awake!", "¡Estoy despierto! ¡Estoy despierto!"],
            ],
            mood: "sad",
          },
          {
            dir: [
              "Torches approach. Guards march in behind {judas}, who walks up and kisses {jesus} on the cheek.",
              "Se acercan antorchas. Unos guardias entran detrás de {judas}, que se acerca y besa a {jesus} en la mejilla.",
            ],
            nar: [
              "While Jesus was still speaking, a crowd with swords and clubs arrived, led by Judas.",
              "Mientras Jesús todavía hablaba, llegó una multitud con espadas y palos, guiada por Judas.",
            ],
            say: [
              ["judas", "Greetings, Rabbi.", "Salve, Maestro."],
              [
                "jesus",
                "Judas, are you betraying the Son of Man with a kiss?",
                "Judas, ¿con un beso entregas al Hijo del Hombre?",
              ],
              ["foes", "Seize Him!", "¡Arréstenlo!"],
              [
                "peter",
                "(grabbing a sword) Lord, should we fight?",
                "(tomando una espada) Señor, ¿peleamos?",
              ],
              ["jesus", "No more of this! Put your sword away.", "¡Basta ya! Guarda tu espada."],
            ],
            mood: "tension",
            key: true,
          },
        ],
      },
      {
        place: ["The High Priest's Courtyard", "El patio del sumo sacerdote"],
        beats: [
          {
            dir: [
              "People warm their hands by a pretend fire. {peter} creeps in and sits at the edge, hood up.",
              "La gente se calienta las manos junto a un fuego imaginario. {peter} entra sigiloso y se sienta en un rincón, con la capucha puesta.",
            ],
            nar: [
              "The guards took Jesus to the high priest's house. Peter followed at a distance and sat down by a fire in the courtyard.",
              "Los guardias llevaron a Jesús a la casa del sumo sacerdote. Pedro lo siguió de lejos y se sentó junto a un fuego en el patio.",
            ],
            say: [
              [
                "servantgirl",
                "(staring) This man was with Him.",
                "(mirándolo fijamente) Este también estaba con Él.",
              ],
              ["peter", "Woman, I don't know Him.", "Mujer, no lo conozco."],
              ["crowd", "You're one of them too!", "¡Tú también eres uno de ellos!"],
              ["peter", "No, I'm not!", "¡No, no lo soy!"],
            ],
            mood: "tension",
          },
          {
            dir: [
              "An hour later. A bystander points at {peter}. Peter jumps up, shaking his head.",
              "Una hora después. Un curioso señala a {peter}. Pedro se levanta de un salto, negando con la cabeza.",
            ],
            nar: ["About an hour later someone else insisted.", "Como una hora después, otro insistió."],
            say: [
              [
                "crowd",
                "Certainly this fellow was with Him. Listen to his Galilean accent!",
                "¡Seguro que este estaba con Él! ¡Escuchen su acento de Galilea!",
              ],
              ["peter", "Man, I don't know what you're talking about!", "¡Hombre, no sé de qué hablas!"],
            ],
            mood: "tension",
          },
          {
            dir: [
              "A rooster crows. Across the courtyard, {jesus} turns and looks straight at {peter}. Peter covers his face and stumbles out, weeping.",
              "Canta un gallo. Desde el otro lado del patio, {jesus} se vuelve y mira directamente a {peter}. Pedro se cubre el rostro y sale tambaleándose, llorando.",
            ],
            nar: [
              "Just as Peter was speaking, the rooster crowed. The Lord turned and looked at Peter, and Peter remembered what Jesus had said. He went outside and wept bitterly.",
              "En ese mismo momento, mientras Pedro hablaba, cantó el gallo. El Señor se volvió y miró a Pedro, y Pedro se acordó de lo que Jesús le había dicho. Salió afuera y lloró amargamente.",
            ],
            say: [
              ["crowd", "Cock-a-doodle-doo!", "¡Quiquiriquí!"],
              [
                "peter",
                "Before the rooster crows, you will deny Me three times. He said it. And I did it.",
                "Antes que el gallo cante, me negarás tres veces. Él lo dijo. Y yo lo hice.",
              ],
              [
                "peter",
                "(weeping, to the audience) I said I would die for Him. And I couldn't even say I knew Him.",
                "(llorando, al público) Dije que moriría por Él. Y ni siquiera pude decir que lo conocía.",
              ],
            ],
            mood: "sad",
            key: true,
          },
          {
            dir: [
              "{john} finds {peter} and sits beside him in the dark.",
              "{john} encuentra a {peter} y se sienta a su lado en la oscuridad.",
            ],
            nar: [
              "Peter's story did not end there. After Jesus rose again, He would forgive Peter and give him a new beginning.",
              "La historia de Pedro no terminó allí. Después de resucitar, Jesús perdonaría a Pedro y le daría un nuevo comienzo.",
            ],
            say: [
              [
                "john",
                "Peter. I saw Him look at you. It wasn't anger in His eyes.",
                "Pedro. Vi cómo te miró. No había enojo en sus ojos.",
              ],
              ["peter", "Then what was it?", "¿Entonces qué era?"],
              ["john", "Love. Even then.", "Amor. Aun entonces."],
            ],
            mood: "sad",
          },
        ],
      },
    ],
    refrain: ["Not my will, but Yours!", "¡No mi voluntad, sino la tuya!"],
    cue: [
      "crow like a rooster when Peter denies Jesus the third time",
      "canten como un gallo cuando Pedro niegue a Jesús por tercera vez",
    ],
    questions: [
      ["What did Jesus pray in the garden?", "¿Qué oró Jesús en el huerto?"],
      [
        "Why do you think Peter said he didn't know Jesus?",
        "¿Por qué crees que Pedro dijo que no conocía a Jesús?",
      ],
      ["How does Jesus treat us when we let Him down?", "¿Cómo nos trata Jesús cuando le fallamos?"],
    ],
    verse: {
      en: "Saying, Father, if thou be willing, remove this cup from me: nevertheless not my will, but thine, be done.",
      es: "Diciendo: Padre, si quieres, pasa este vaso de mí; empero no se haga mi voluntad, sino la tuya.",
      ref: "Luke 22:42",
      refEs: "Lucas 22:42",
    },
    props: [
      "a large rock (a draped chair), flashlights as torches, a toy sword, a pretend campfire",
      "una roca grande (una silla cubierta), linternas como antorchas, una espada de juguete, una fogata imaginaria",
    ],
  },
  {
    id: "resurrection",
    title: ["He Is Risen!", "¡Ha resucitado!"],
    ref: "Matthew 28:1-10",
    alsoRefs: ["Mark 16:1-8", "Luke 24:1-12", "John 20:1-18"],
    keys: [
      "resurrection",
      "resurreccion",
      "easter",
      "pascua",
      "empty tomb",
      "tumba vacia",
      "sepulcro vacio",
      "he is risen",
      "ha resucitado",
      "stone rolled away",
      "piedra removida",
      "mary magdalene",
      "maria magdalena",
      "third day",
      "tercer dia",
    ],
    themes: ["salvation", "hope"],
    summary: [
      "On the third day after Jesus died on the cross, women come to His tomb and find the stone rolled away; an angel tells them He is risen, and then they meet Jesus Himself.",
      "Al tercer día después de que Jesús murió en la cruz, unas mujeres van a su sepulcro y encuentran la piedra removida; un ángel les dice que ha resucitado, y luego se encuentran con Jesús mismo.",
    ],
    lesson: [
      "Jesus is alive! He defeated death, and He offers new life to everyone.",
      "¡Jesús vive! Venció a la muerte y ofrece vida nueva a todos.",
    ],
    chars: [
      {
        key: "magdalene",
        name: ["MARY MAGDALENE", "MARÍA MAGDALENA"],
        desc: ["a devoted follower of Jesus", "una fiel seguidora de Jesús"],
      },
      {
        key: "angel",
        name: ["ANGEL", "ÁNGEL"],
        called: ["the angel", "el ángel"],
        desc: [
          "dazzling white, sitting on the stone",
          "de un blanco resplandeciente, sentado sobre la piedra",
        ],
      },
      {
        key: "jesus",
        name: ["JESUS", "JESÚS"],
        desc: ["risen from the dead", "resucitado de entre los muertos"],
      },
      {
        key: "othermary",
        name: ["THE OTHER MARY", "LA OTRA MARÍA"],
        called: ["the other Mary", "la otra María"],
        desc: ["Mary Magdalene's friend", "amiga de María Magdalena"],
      },
      {
        key: "guard",
        name: ["ROMAN GUARD", "GUARDIA ROMANO"],
        called: ["a Roman guard", "un guardia romano"],
        desc: ["guards the tomb", "custodia el sepulcro"],
        foe: true,
      },
      { key: "peter", name: ["PETER", "PEDRO"], desc: ["a disciple", "un discípulo"] },
    ],
    crowd: [
      {
        name: ["DISCIPLE", "DISCÍPULO"],
        desc: ["hiding behind locked doors", "escondido tras puertas cerradas"],
      },
      { name: ["SOLDIER", "SOLDADO"], desc: ["a guard at the tomb", "un guardia del sepulcro"], foe: true },
    ],
    scenes: [
      {
        place: ["The Tomb at Dawn", "El sepulcro al amanecer"],
        beats: [
          {
            dir: [
              "Dim blue light. Guards stand by a tomb sealed with a large stone. {magdalene} and {othermary} walk in slowly, carrying spices.",
              "Luz azul tenue. Unos guardias están junto a un sepulcro sellado con una gran piedra. {magdalene} y {othermary} llegan despacio, llevando especias.",
            ],
            nar: [
              "Jesus had died on the cross on Friday, and His body was laid in a tomb with a huge stone across the entrance. Early on Sunday morning, the women came to the tomb, heartbroken.",
              "Jesús había muerto en la cruz el viernes, y su cuerpo fue puesto en un sepulcro con una enorme piedra en la entrada. El domingo muy temprano, las mujeres fueron al sepulcro, con el corazón destrozado.",
            ],
            say: [
              [
                "othermary",
                "Who will roll the stone away for us? It's far too heavy.",
                "¿Quién nos removerá la piedra? Es demasiado pesada.",
              ],
              [
                "magdalene",
                "I don't know. I just want to be near Him one more time.",
                "No lo sé. Solo quiero estar cerca de Él una vez más.",
              ],
              ["guard", "Halt! Nobody goes near this tomb.", "¡Alto! Nadie se acerca a este sepulcro."],
            ],
            mood: "sad",
          },
          {
            dir: [
              "The ground shakes. A blinding light. The stone rolls aside and {angel} sits on it. The guards fall down like dead men.",
              "La tierra tiembla. Una luz deslumbrante. La piedra se corre y {angel} se sienta encima. Los guardias caen como muertos.",
            ],
            nar: [
              "Suddenly there was a great earthquake. An angel of the Lord came down from heaven, rolled back the stone and sat on it. The guards were so afraid they shook and became like dead men.",
              "De repente hubo un gran terremoto. Un ángel del Señor descendió del cielo, removió la piedra y se sentó sobre ella. Los guardias tuvieron tanto miedo que temblaron y quedaron como muertos.",
            ],
            say: [
              ["foes", "(trembling) The earth is shaking!", "(temblando) ¡La tierra tiembla!"],
              [
                "angel",
                "Do not be afraid. I know that you are looking for Jesus, who was crucified.",
                "No teman. Sé que buscan a Jesús, el que fue crucificado.",
              ],
              [
                "angel",
                "He is not here. He has risen, just as He said! Come and see the place where He lay.",
                "No está aquí. ¡Ha resucitado, como dijo! Vengan, vean el lugar donde fue puesto.",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "The women peer into the empty tomb, then grab each other's hands.",
              "Las mujeres se asoman al sepulcro vacío y luego se toman de las manos.",
            ],
            nar: [
              "The tomb was empty. The cloths that had wrapped Jesus' body were lying there, but He was gone.",
              "El sepulcro estaba vacío. Las vendas que habían envuelto el cuerpo de Jesús estaban allí, pero Él no.",
            ],
            say: [
              [
                "magdalene",
                "It's empty! The cloths are here, but He's gone!",
                "¡Está vacío! ¡Las vendas están aquí, pero Él no!",
              ],
              [
                "angel",
                "Go quickly and tell His disciples: He has risen from the dead and is going ahead of you.",
                "Vayan pronto y digan a sus discípulos que ha resucitado de los muertos y va delante de ustedes.",
              ],
              [
                "othermary",
                "Come on! We have to tell the others!",
                "¡Vamos! ¡Tenemos que contárselo a los demás!",
              ],
            ],
            mood: "joy",
          },
          {
            dir: [
              "As the women run, {jesus} steps into their path. They stop, then fall at His feet.",
              "Mientras las mujeres corren, {jesus} les sale al encuentro. Se detienen y caen a sus pies.",
            ],
            nar: ["Suddenly Jesus Himself met them.", "De repente, Jesús mismo les salió al encuentro."],
            say: [
              ["jesus", "Greetings.", "¡Salve!"],
              ["magdalene", "Teacher! It's You! You're alive!", "¡Maestro! ¡Eres tú! ¡Estás vivo!"],
              [
                "jesus",
                "Do not be afraid. Go and tell My brothers to go to Galilee. There they will see Me.",
                "No teman. Vayan y digan a mis hermanos que vayan a Galilea; allí me verán.",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
      {
        place: ["The Locked Room", "El cuarto cerrado"],
        beats: [
          {
            dir: [
              "Disciples huddle behind a locked door. {magdalene} bangs on it and bursts in.",
              "Los discípulos se apiñan tras una puerta cerrada. {magdalene} golpea y entra de golpe.",
            ],
            nar: [
              "Mary Magdalene ran to the disciples with the greatest news the world has ever heard.",
              "María Magdalena corrió a ver a los discípulos con la mejor noticia que el mundo ha oído jamás.",
            ],
            say: [
              ["magdalene", "I have seen the Lord! He is risen!", "¡He visto al Señor! ¡Ha resucitado!"],
              ["crowd", "What? That's impossible!", "¿Qué? ¡Eso es imposible!"],
              [
                "peter",
                "(jumping up) I'm going to see that tomb for myself!",
                "(levantándose de un salto) ¡Voy a ver ese sepulcro con mis propios ojos!",
              ],
              [
                "magdalene",
                "(to the audience) He is risen! He is risen indeed!",
                "(al público) ¡Ha resucitado! ¡Verdaderamente ha resucitado!",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["He is risen! He is risen indeed!", "¡Ha resucitado! ¡Verdaderamente ha resucitado!"],
    cue: ["shout back “He is risen indeed!”", "respondan gritando “¡Verdaderamente ha resucitado!”"],
    questions: [
      [
        "What did the women find when they came to the tomb?",
        "¿Qué encontraron las mujeres cuando llegaron al sepulcro?",
      ],
      ["What did the angel tell them?", "¿Qué les dijo el ángel?"],
      ["Why is it such good news that Jesus is alive?", "¿Por qué es tan buena noticia que Jesús esté vivo?"],
    ],
    verse: {
      en: "He is not here: for he is risen, as he said. Come, see the place where the Lord lay.",
      es: "No está aquí; porque ha resucitado, como dijo. Venid, ved el lugar donde fué puesto el Señor.",
      ref: "Matthew 28:6",
      refEs: "Mateo 28:6",
    },
    props: [
      "a large cardboard stone, white cloths, jars of spices, a white robe for the angel, a flashlight",
      "una gran piedra de cartón, telas blancas, frascos de especias, una túnica blanca para el ángel, una linterna",
    ],
  },
  {
    id: "road-to-emmaus",
    title: ["The Road to Emmaus", "El camino a Emaús"],
    ref: "Luke 24:13-35",
    keys: [
      "emmaus",
      "emaus",
      "road to emmaus",
      "camino a emaus",
      "cleopas",
      "cleofas",
      "hearts burning",
      "ardia nuestro corazon",
      "broke the bread",
      "partio el pan",
      "stranger on the road",
    ],
    themes: ["hope", "witness"],
    summary: [
      "Two sad disciples walking to Emmaus are joined by a stranger who explains the Scriptures; when He breaks bread with them, they recognise the risen Jesus.",
      "Dos discípulos tristes que caminan a Emaús se encuentran con un desconocido que les explica las Escrituras; cuando parte el pan con ellos, reconocen a Jesús resucitado.",
    ],
    lesson: [
      "Jesus walks with us even when we don't recognise Him, and He turns sadness into joy.",
      "Jesús camina con nosotros aunque no lo reconozcamos, y convierte la tristeza en gozo.",
    ],
    chars: [
      {
        key: "cleopas",
        name: ["CLEOPAS", "CLEOFAS"],
        desc: ["a disappointed disciple", "un discípulo desanimado"],
      },
      {
        key: "jesus",
        name: ["JESUS", "JESÚS"],
        desc: ["a stranger on the road", "un desconocido en el camino"],
      },
      {
        key: "friend",
        name: ["CLEOPAS'S FRIEND", "AMIGO DE CLEOFAS"],
        called: ["Cleopas's friend", "el amigo de Cleofas"],
        desc: ["walking with Cleopas", "camina con Cleofas"],
      },
      {
        key: "peter",
        name: ["PETER", "PEDRO"],
        desc: ["one of the eleven in Jerusalem", "uno de los once en Jerusalén"],
      },
    ],
    crowd: [{ name: ["DISCIPLE", "DISCÍPULO"], desc: ["gathered in Jerusalem", "reunido en Jerusalén"] }],
    scenes: [
      {
        place: ["The Road to Emmaus", "El camino a Emaús"],
        beats: [
          {
            dir: [
              "{cleopas} and {friend} trudge along, heads down. {jesus} catches up and walks beside them.",
              "{cleopas} y {friend} caminan cabizbajos, arrastrando los pies. {jesus} los alcanza y camina a su lado.",
            ],
            nar: [
              "On the day Jesus rose, two of His followers were walking from Jerusalem to a village called Emmaus. They were talking sadly about everything that had happened. Jesus Himself came and walked with them, but they did not recognise Him.",
              "El mismo día en que Jesús resucitó, dos de sus seguidores caminaban de Jerusalén a una aldea llamada Emaús. Hablaban con tristeza de todo lo que había pasado. Jesús mismo se acercó y caminaba con ellos, pero no lo reconocieron.",
            ],
            say: [
              [
                "jesus",
                "What are you discussing so sadly as you walk?",
                "¿Qué es lo que hablan entre ustedes por el camino, y por qué están tristes?",
              ],
              [
                "cleopas",
                "Are You the only visitor to Jerusalem who doesn't know what's happened there?",
                "¿Eres tú el único forastero en Jerusalén que no sabe lo que ha pasado allí?",
              ],
              ["jesus", "What things?", "¿Qué cosas?"],
              [
                "friend",
                "About Jesus of Nazareth. He was a prophet, mighty in word and deed. But they crucified Him. We had hoped He was the one who would save Israel.",
                "Lo de Jesús de Nazaret. Era un profeta poderoso en obras y palabras. Pero lo crucificaron. Nosotros esperábamos que Él fuera el que iba a salvar a Israel.",
              ],
              [
                "cleopas",
                "And this morning some women said His tomb was empty, and angels told them He was alive. But we don't know what to believe.",
                "Y esta mañana unas mujeres dijeron que su sepulcro estaba vacío y que unos ángeles les dijeron que vivía. Pero no sabemos qué creer.",
              ],
            ],
            mood: "sad",
            key: true,
          },
          {
            dir: [
              "{jesus} walks between them, gesturing as He explains. The two lean in, listening harder and harder.",
              "{jesus} camina entre ellos, gesticulando mientras explica. Los dos se inclinan hacia Él, escuchando cada vez con más atención.",
            ],
            nar: [
              "Then, beginning with Moses and all the Prophets, Jesus explained to them what was said in all the Scriptures about Himself.",
              "Entonces, comenzando por Moisés y siguiendo por todos los profetas, Jesús les explicó lo que decían de Él todas las Escrituras.",
            ],
            say: [
              [
                "jesus",
                "How slow you are to believe what the prophets said! Didn't the Messiah have to suffer these things and then enter His glory?",
                "¡Qué tardos son para creer lo que dijeron los profetas! ¿No era necesario que el Cristo padeciera estas cosas y entrara en su gloria?",
              ],
              ["friend", "I never saw it like that before.", "Nunca lo había visto así."],
              ["cleopas", "Keep going. Please, tell us more.", "Sigue. Por favor, cuéntanos más."],
            ],
            mood: "wonder",
          },
        ],
      },
      {
        place: ["A House in Emmaus", "Una casa en Emaús"],
        beats: [
          {
            dir: [
              "They arrive at a door. {jesus} makes as if to walk on. {cleopas} catches His arm.",
              "Llegan a una puerta. {jesus} hace como que sigue caminando. {cleopas} lo toma del brazo.",
            ],
            nar: [
              "As they came near the village, Jesus acted as if He were going farther. But they urged Him to stay.",
              "Cuando se acercaron a la aldea, Jesús hizo como que iba más lejos. Pero ellos le insistieron que se quedara.",
            ],
            say: [
              [
                "cleopas",
                "Stay with us. It's nearly evening, and the day is almost over.",
                "Quédate con nosotros, porque se hace tarde y el día ya ha declinado.",
              ],
              ["friend", "Please, come in and eat with us.", "Por favor, entra y come con nosotros."],
            ],
            mood: "calm",
          },
          {
            dir: [
              "At the table, {jesus} takes a loaf, gives thanks, breaks it and hands it to them. They freeze, staring. Then He is gone.",
              "A la mesa, {jesus} toma un pan, da gracias, lo parte y se lo da. Ellos se quedan inmóviles, mirándolo. Y de pronto Él ya no está.",
            ],
            nar: [
              "When He was at the table with them, He took bread, gave thanks, broke it and began to give it to them. Then their eyes were opened and they recognised Him, and He disappeared from their sight.",
              "Estando sentado con ellos a la mesa, tomó el pan, lo bendijo, lo partió y se lo dio. Entonces se les abrieron los ojos y lo reconocieron; y Él desapareció de su vista.",
            ],
            say: [
              [
                "friend",
                "Those hands... the way He broke the bread...",
                "Esas manos... la manera en que partió el pan...",
              ],
              ["cleopas", "It's Jesus! It was Jesus all along!", "¡Es Jesús! ¡Era Jesús todo el tiempo!"],
              [
                "friend",
                "Weren't our hearts burning within us while He talked with us on the road?",
                "¿No ardía nuestro corazón mientras nos hablaba en el camino?",
              ],
            ],
            mood: "wonder",
            key: true,
          },
        ],
      },
      {
        place: ["Back in Jerusalem", "De vuelta en Jerusalén"],
        beats: [
          {
            dir: [
              "{cleopas} and {friend} burst into a room full of disciples, out of breath.",
              "{cleopas} y {friend} irrumpen, sin aliento, en un cuarto lleno de discípulos.",
            ],
            nar: [
              "They got up at once and hurried all the way back to Jerusalem that same night.",
              "Se levantaron en ese mismo momento y volvieron a toda prisa a Jerusalén esa misma noche.",
            ],
            say: [
              [
                "peter",
                "It's true! The Lord has risen! He appeared to me!",
                "¡Es verdad! ¡El Señor ha resucitado! ¡Se me apareció!",
              ],
              [
                "cleopas",
                "He walked with us on the road to Emmaus!",
                "¡Caminó con nosotros en el camino a Emaús!",
              ],
              [
                "friend",
                "And we knew Him when He broke the bread!",
                "¡Y lo reconocimos cuando partió el pan!",
              ],
              ["crowd", "He is alive!", "¡Está vivo!"],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["Our hearts were burning!", "¡Ardía nuestro corazón!"],
    cue: [
      "put your hand on your heart when the disciples say their hearts were burning",
      "pongan la mano en el corazón cuando los discípulos digan que les ardía el corazón",
    ],
    questions: [
      ["Why were the two disciples sad?", "¿Por qué estaban tristes los dos discípulos?"],
      ["When did they recognise Jesus?", "¿Cuándo reconocieron a Jesús?"],
      [
        "Where might Jesus be walking with you without you noticing?",
        "¿Dónde podría estar Jesús caminando contigo sin que te des cuenta?",
      ],
    ],
    verse: {
      en: "And they said one to another, Did not our heart burn within us, while he talked with us by the way, and while he opened to us the scriptures?",
      es: "Y decían el uno al otro: ¿No ardía nuestro corazón en nosotros, mientras nos hablaba en el camino, y cuando nos abría las Escrituras?",
      ref: "Luke 24:32",
      refEs: "Lucas 24:32",
    },
    props: [
      "walking sticks, a small table, a loaf of bread, a door frame",
      "bastones, una mesita, un pan, un marco de puerta",
    ],
  },
];
