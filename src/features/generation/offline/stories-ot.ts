/** Old Testament stories of the offline writer's library. */
import type { Story } from "./types.ts";

export const OT_STORIES: readonly Story[] = [
  {
    id: "creation",
    title: ["The Creation", "La creación"],
    ref: "Genesis 1:1-2:3",
    keys: [
      "creation",
      "creacion",
      "in the beginning",
      "en el principio",
      "seven days",
      "siete dias",
      "six days",
      "adam",
      "adan",
      "eve",
      "eva",
      "let there be light",
      "sea la luz",
      "world",
      "made the world",
      "sun moon and stars",
      "animals",
    ],
    themes: ["creation", "joy"],
    summary: [
      "In six days God makes light, sky, land, seas, stars, plants, animals and people, and on the seventh day He rests.",
      "En seis días Dios crea la luz, el cielo, la tierra, los mares, las estrellas, las plantas, los animales y las personas, y el séptimo día descansa.",
    ],
    lesson: [
      "God made everything, and everything He made is good, including you.",
      "Dios hizo todo, y todo lo que hizo es bueno, también tú.",
    ],
    chars: [
      {
        key: "god",
        name: ["VOICE OF GOD", "VOZ DE DIOS"],
        called: ["God", "Dios"],
        desc: ["speaks from offstage", "habla desde fuera del escenario"],
        voice: true,
      },
      { key: "adam", name: ["ADAM", "ADÁN"], desc: ["the first man", "el primer hombre"] },
      { key: "eve", name: ["EVE", "EVA"], desc: ["the first woman", "la primera mujer"] },
    ],
    crowd: [
      { name: ["ANGEL", "ÁNGEL"], desc: ["an angel watching God create", "un ángel que mira a Dios crear"] },
      {
        name: ["ANIMAL", "ANIMAL"],
        desc: ["one of the animals God made", "uno de los animales que Dios hizo"],
      },
    ],
    scenes: [
      {
        place: ["The Beginning", "El principio"],
        beats: [
          {
            dir: [
              "The stage is completely dark. {god} speaks. Then the lights snap on.",
              "El escenario está completamente a oscuras. {god} habla. De pronto se encienden las luces.",
            ],
            nar: [
              "In the beginning there was nothing at all: no sky, no sea, no land. Only darkness. But God was there.",
              "En el principio no había nada: ni cielo, ni mar, ni tierra. Solo oscuridad. Pero Dios estaba allí.",
            ],
            say: [
              ["god", "Let there be light!", "¡Sea la luz!"],
              ["crowd", "Whoa! Where did all that light come from?", "¡Guau! ¿De dónde salió toda esa luz?"],
              ["crowd", "God spoke, and it just happened!", "¡Dios habló, y simplemente sucedió!"],
              [
                "god",
                "The light is good. I will call it day, and the darkness night.",
                "La luz es buena. La llamaré día, y a la oscuridad, noche.",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "Actors wave blue cloth like ocean waves. Others pop up as flowers and trees.",
              "Unos actores agitan una tela azul como olas. Otros aparecen como flores y árboles.",
            ],
            nar: [
              "On the second day God made the sky. On the third day He gathered the waters into seas, made dry land appear and covered it with plants and trees.",
              "El segundo día Dios hizo el cielo. El tercer día juntó las aguas en mares, hizo aparecer la tierra seca y la cubrió de plantas y árboles.",
            ],
            say: [
              [
                "god",
                "Let the dry land appear, and let it grow grass and plants and trees full of fruit.",
                "Que aparezca la tierra seca, y que produzca hierba, plantas y árboles llenos de fruto.",
              ],
              [
                "crowd",
                "Look, an apple tree! And it already has apples on it!",
                "¡Miren, un manzano! ¡Y ya tiene manzanas!",
              ],
              ["god", "It is good.", "Es bueno."],
            ],
            mood: "wonder",
          },
          {
            dir: [
              "An actor holds up a big paper sun. Others twinkle their fingers like stars.",
              "Un actor levanta un gran sol de papel. Otros mueven los dedos como estrellas que titilan.",
            ],
            nar: [
              "On the fourth day God put the sun, the moon and the stars in the sky.",
              "El cuarto día Dios puso el sol, la luna y las estrellas en el cielo.",
            ],
            say: [
              [
                "god",
                "Let there be lights in the sky: a great light for the day and a smaller light for the night.",
                "Que haya lumbreras en el cielo: una grande para el día y una más pequeña para la noche.",
              ],
              ["crowd", "How many stars are there?", "¿Cuántas estrellas hay?"],
              [
                "crowd",
                "Only God knows. He counted every single one.",
                "Solo Dios lo sabe. Las contó una por una.",
              ],
            ],
            mood: "wonder",
          },
        ],
      },
      {
        place: ["A World Full of Life", "Un mundo lleno de vida"],
        beats: [
          {
            dir: [
              "Actors swim like fish and flap like birds, then stomp, hop and crawl like animals.",
              "Los actores nadan como peces y aletean como pájaros; luego pisan fuerte, saltan y gatean como animales.",
            ],
            nar: [
              "On the fifth day God filled the seas with fish and the sky with birds. On the sixth day He made every kind of animal.",
              "El quinto día Dios llenó los mares de peces y el cielo de aves. El sexto día hizo toda clase de animales.",
            ],
            say: [
              [
                "god",
                "Let the waters be full of fish, and let birds fly across the sky!",
                "¡Que las aguas se llenen de peces, y que las aves vuelen por el cielo!",
              ],
              ["crowd:1", "I can fly! I can fly!", "¡Puedo volar! ¡Puedo volar!"],
              [
                "god",
                "Let the earth bring out animals of every kind.",
                "Que la tierra produzca animales de toda clase.",
              ],
              ["crowd:1", "Roar! I mean... hello, everybody!", "¡Grrr! Digo... ¡hola a todos!"],
            ],
            mood: "joy",
          },
          {
            dir: [
              "The lights soften. {adam} and {eve} rise slowly from the ground, look at their hands, then at each other.",
              "Las luces se suavizan. {adam} y {eve} se levantan despacio del suelo, se miran las manos y luego se miran el uno al otro.",
            ],
            nar: [
              "Then God did something very special. He made people, a man and a woman, in His own image, to know Him and to care for His world.",
              "Entonces Dios hizo algo muy especial. Hizo a las personas, un hombre y una mujer, a su propia imagen, para que lo conocieran y cuidaran su mundo.",
            ],
            say: [
              [
                "god",
                "Let us make people in our image. They will care for the fish, the birds and every living thing.",
                "Hagamos a las personas a nuestra imagen. Cuidarán de los peces, de las aves y de todo ser viviente.",
              ],
              ["adam", "Where am I? Who made me?", "¿Dónde estoy? ¿Quién me hizo?"],
              [
                "god",
                "I made you, and I love you. You are made in My image.",
                "Yo te hice, y te amo. Estás hecho a mi imagen.",
              ],
              [
                "eve",
                "Everything is so beautiful. And we get to take care of it?",
                "Todo es tan hermoso. ¿Y nosotros podemos cuidarlo?",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "{adam} and {eve} walk through the garden, pointing at everything. Animals follow them.",
              "{adam} y {eve} caminan por el jardín señalándolo todo. Los animales los siguen.",
            ],
            nar: [
              "God blessed the man and the woman and gave them a beautiful garden to live in.",
              "Dios bendijo al hombre y a la mujer y les dio un hermoso jardín para vivir.",
            ],
            say: [
              [
                "god",
                "Have many children and fill the earth. Take good care of everything I have made.",
                "Tengan muchos hijos y llenen la tierra. Cuiden bien todo lo que he hecho.",
              ],
              [
                "adam",
                "Every animal needs a name! You there, with the long neck: you're a giraffe.",
                "¡Cada animal necesita un nombre! Tú, el del cuello largo: eres una jirafa.",
              ],
              ["crowd:1", "A giraffe? I like it!", "¿Una jirafa? ¡Me gusta!"],
              [
                "eve",
                "Thank You, God. Everything You made is wonderful.",
                "Gracias, Dios. Todo lo que hiciste es maravilloso.",
              ],
            ],
            mood: "joy",
          },
        ],
      },
      {
        place: ["The Seventh Day", "El séptimo día"],
        beats: [
          {
            dir: [
              "The lights turn golden. Everyone slowly sits or lies down, peaceful.",
              "Las luces se vuelven doradas. Todos se sientan o se recuestan despacio, en paz.",
            ],
            nar: [
              "God looked at everything He had made, and it was very good. On the seventh day God rested, and He blessed that day and made it holy.",
              "Dios miró todo lo que había hecho, y era bueno en gran manera. El séptimo día Dios descansó, y bendijo ese día y lo santificó.",
            ],
            say: [
              ["god", "It is very good.", "Es bueno en gran manera."],
              [
                "eve",
                "Look at it all. God made everything, and it is very good.",
                "Miren todo esto. Dios lo hizo todo, y es muy bueno.",
              ],
              ["adam", "And He made us to know Him.", "Y nos hizo para conocerlo."],
              ["crowd", "Shh. Today is the day of rest.", "Shh. Hoy es el día de descanso."],
            ],
            mood: "calm",
            key: true,
          },
        ],
      },
    ],
    refrain: ["And God saw that it was good!", "¡Y vio Dios que era bueno!"],
    cue: ["shout “It is very good!”", "griten “¡Es bueno en gran manera!”"],
    questions: [
      ["What did God make first?", "¿Qué hizo Dios primero?"],
      [
        "What is your favourite thing that God made?",
        "¿Qué es lo que más te gusta de todo lo que Dios hizo?",
      ],
      [
        "How can we take care of God's world this week?",
        "¿Cómo podemos cuidar el mundo de Dios esta semana?",
      ],
    ],
    verse: {
      en: "In the beginning God created the heaven and the earth.",
      es: "En el principio crió Dios los cielos y la tierra.",
      ref: "Genesis 1:1",
      refEs: "Génesis 1:1",
    },
    props: [
      "a flashlight, blue cloth for the sea, a paper sun and moon, stuffed animals",
      "una linterna, una tela azul para el mar, un sol y una luna de papel, animales de peluche",
    ],
  },
  {
    id: "noah",
    title: ["Noah's Ark", "El arca de Noé"],
    ref: "Genesis 6:9-9:17",
    keys: [
      "noah",
      "noe",
      "ark",
      "arca",
      "flood",
      "diluvio",
      "rainbow",
      "arcoiris",
      "arco iris",
      "two by two",
      "de dos en dos",
      "dove",
      "paloma",
      "ararat",
      "rain",
      "lluvia",
    ],
    themes: ["obedience", "trust"],
    summary: [
      "Noah obeys God and builds an ark while his neighbours laugh; God keeps his family and the animals safe through the flood and sets a rainbow in the sky as a promise.",
      "Noé obedece a Dios y construye un arca mientras sus vecinos se ríen; Dios protege a su familia y a los animales durante el diluvio y pone un arcoíris en el cielo como promesa.",
    ],
    lesson: [
      "God keeps His promises, and it is always right to obey Him.",
      "Dios cumple sus promesas, y obedecerle siempre es lo correcto.",
    ],
    chars: [
      {
        key: "noah",
        name: ["NOAH", "NOÉ"],
        desc: ["a man who walked with God", "un hombre que caminaba con Dios"],
      },
      {
        key: "god",
        name: ["VOICE OF GOD", "VOZ DE DIOS"],
        called: ["God", "Dios"],
        desc: ["speaks from offstage", "habla desde fuera del escenario"],
        voice: true,
      },
      {
        key: "wife",
        name: ["NOAH'S WIFE", "ESPOSA DE NOÉ"],
        called: ["Noah's wife", "la esposa de Noé"],
        desc: ["practical and full of faith", "práctica y llena de fe"],
      },
      { key: "shem", name: ["SHEM", "SEM"], desc: ["Noah's son", "hijo de Noé"] },
      { key: "ham", name: ["HAM", "CAM"], desc: ["Noah's son", "hijo de Noé"] },
    ],
    crowd: [
      {
        name: ["ANIMAL", "ANIMAL"],
        desc: ["one of the animals on the ark", "uno de los animales del arca"],
        creature: true,
      },
      {
        name: ["NEIGHBOUR", "VECINO"],
        desc: ["a neighbour who laughs at Noah", "un vecino que se ríe de Noé"],
        foe: true,
      },
    ],
    scenes: [
      {
        place: ["Noah's Yard", "El patio de Noé"],
        beats: [
          {
            dir: [
              "{noah} kneels to pray. {god} speaks from offstage.",
              "{noah} se arrodilla para orar. {god} habla desde fuera del escenario.",
            ],
            nar: [
              "Long ago, the world had become full of violence, and people had forgotten God. But one man, Noah, loved God and did what was right.",
              "Hace mucho tiempo, el mundo se había llenado de violencia y la gente se había olvidado de Dios. Pero un hombre, Noé, amaba a Dios y hacía lo correcto.",
            ],
            say: [
              [
                "god",
                "Noah, I am going to send a great flood. Build an ark big enough for your family and for two of every kind of animal.",
                "Noé, voy a enviar un gran diluvio. Construye un arca lo bastante grande para tu familia y para dos animales de cada especie.",
              ],
              [
                "noah",
                "An ark? A boat? Lord, we live miles from the sea!",
                "¿Un arca? ¿Un barco? ¡Señor, vivimos lejísimos del mar!",
              ],
              ["god", "Build it, Noah. I will keep you safe.", "Constrúyela, Noé. Yo te protegeré."],
              [
                "noah",
                "Then I will build it, exactly as You say.",
                "Entonces la construiré, tal como tú dices.",
              ],
            ],
            mood: "calm",
            key: true,
          },
          {
            dir: [
              "{noah}, {wife}, {shem} and {ham} hammer and saw. Neighbours point and laugh.",
              "{noah}, {wife}, {shem} y {ham} martillan y serruchan. Los vecinos señalan y se ríen.",
            ],
            nar: [
              "So Noah and his family started building. Day after day, year after year, they hammered and sawed.",
              "Así que Noé y su familia empezaron a construir. Día tras día, año tras año, martillaban y serruchaban.",
            ],
            say: [
              [
                "foes",
                "Hey, Noah! Building a boat in the middle of the desert?",
                "¡Oye, Noé! ¿Construyendo un barco en medio del desierto?",
              ],
              ["foes", "Where's the water, Noah? Ha!", "¿Dónde está el agua, Noé? ¡Ja!"],
              [
                "shem",
                "Father, they're laughing at us again.",
                "Padre, otra vez se están riendo de nosotros.",
              ],
              [
                "noah",
                "Let them laugh. God told us to build, so we build.",
                "Que se rían. Dios nos dijo que construyéramos, así que construimos.",
              ],
              [
                "wife",
                "Hand me another nail, Ham. This ark won't finish itself.",
                "Pásame otro clavo, Cam. Esta arca no se va a terminar sola.",
              ],
            ],
            mood: "tension",
          },
        ],
      },
      {
        place: ["Inside the Ark", "Dentro del arca"],
        beats: [
          {
            dir: [
              "The animals parade in two by two. {noah} counts them with a clipboard.",
              "Los animales entran de dos en dos. {noah} los cuenta con una tablilla.",
            ],
            nar: [
              "When the ark was finished, the animals came, two by two: lions and lambs, elephants and mice, giraffes and grasshoppers.",
              "Cuando el arca estuvo lista, llegaron los animales de dos en dos: leones y corderos, elefantes y ratones, jirafas y saltamontes.",
            ],
            say: [
              [
                "noah",
                "Two lions, two lambs, two elephants... careful on the ramp!",
                "Dos leones, dos corderos, dos elefantes... ¡cuidado con la rampa!",
              ],
              ["crowd", "Moo! Excuse me, is this the ark?", "¡Muu! Disculpe, ¿esta es el arca?"],
              [
                "wife",
                "Noah, how will we ever feed them all?",
                "Noé, ¿cómo vamos a darles de comer a todos?",
              ],
              [
                "noah",
                "The same God who sent them will help us care for them.",
                "El mismo Dios que los envió nos ayudará a cuidarlos.",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "Thunder. Everyone sways as if the boat is rocking. The animals huddle together.",
              "Truenos. Todos se balancean como si el barco se meciera. Los animales se acurrucan juntos.",
            ],
            nar: [
              "Then God shut the door, and the rain began. It rained for forty days and forty nights, until the water covered even the highest mountains.",
              "Entonces Dios cerró la puerta, y comenzó la lluvia. Llovió cuarenta días y cuarenta noches, hasta que el agua cubrió aun los montes más altos.",
            ],
            say: [
              [
                "ham",
                "Listen to that rain! It's been pouring for forty days!",
                "¡Escuchen esa lluvia! ¡Lleva cuarenta días cayendo!",
              ],
              ["wife", "Whoa! Hold on to something!", "¡Uy! ¡Agárrense de algo!"],
              ["crowd", "I think I'm going to be seasick.", "Creo que me voy a marear."],
              [
                "noah",
                "We are safe in here. God shut the door Himself.",
                "Aquí estamos a salvo. Dios mismo cerró la puerta.",
              ],
            ],
            mood: "fear",
          },
          {
            dir: [
              "{noah} opens a window and lets a paper dove fly. It comes back with a green leaf.",
              "{noah} abre una ventana y suelta una paloma de papel. Regresa con una hoja verde.",
            ],
            nar: [
              "After many months the rain stopped, and the ark came to rest on the mountains of Ararat. Noah sent out a raven, and then a dove.",
              "Después de muchos meses paró la lluvia, y el arca se posó sobre los montes de Ararat. Noé soltó un cuervo, y después una paloma.",
            ],
            say: [
              [
                "noah",
                "Go, little dove. See if the water has gone down.",
                "Ve, palomita. Mira si ya bajaron las aguas.",
              ],
              [
                "shem",
                "She's back! And look, she has an olive leaf in her beak!",
                "¡Volvió! ¡Y miren, trae una hoja de olivo en el pico!",
              ],
              ["wife", "Trees! Things are growing again!", "¡Árboles! ¡Las cosas vuelven a crecer!"],
            ],
            mood: "calm",
          },
        ],
      },
      {
        place: ["On the Mountain", "En la montaña"],
        beats: [
          {
            dir: [
              "Everyone walks out of the ark, stretching and blinking in the sunlight.",
              "Todos salen del arca estirándose y parpadeando bajo el sol.",
            ],
            nar: [
              "At last God told Noah to come out. Noah, his family and all the animals stepped onto dry ground.",
              "Por fin Dios le dijo a Noé que saliera. Noé, su familia y todos los animales pisaron tierra seca.",
            ],
            say: [
              [
                "god",
                "Come out of the ark, you and your family and every living thing.",
                "Sal del arca, tú y tu familia y todo ser viviente.",
              ],
              [
                "crowd",
                "Dry ground! I'd forgotten how good it feels!",
                "¡Tierra seca! ¡Ya me había olvidado de lo bien que se siente!",
              ],
              ["noah", "Thank You, Lord, for keeping us safe.", "Gracias, Señor, por protegernos."],
            ],
            mood: "joy",
          },
          {
            dir: [
              "Actors lift strips of coloured cloth to make a rainbow across the stage.",
              "Los actores levantan tiras de tela de colores y forman un arcoíris sobre el escenario.",
            ],
            nar: [
              "Noah built an altar and thanked God. Then God made a promise and put a rainbow in the sky as its sign.",
              "Noé edificó un altar y le dio gracias a Dios. Entonces Dios hizo una promesa y puso un arcoíris en el cielo como señal.",
            ],
            say: [
              [
                "god",
                "Never again will a flood destroy the whole earth. My rainbow in the clouds is the sign of My promise.",
                "Nunca más un diluvio destruirá toda la tierra. Mi arco en las nubes es la señal de mi promesa.",
              ],
              ["wife", "Look at all those colours!", "¡Miren cuántos colores!"],
              [
                "ham",
                "Red, orange, yellow, green, blue... it's beautiful!",
                "Rojo, anaranjado, amarillo, verde, azul... ¡es precioso!",
              ],
              [
                "noah",
                "Every time we see a rainbow, we will remember: God keeps His promises.",
                "Cada vez que veamos un arcoíris, recordaremos: Dios cumple sus promesas.",
              ],
            ],
            mood: "wonder",
            key: true,
          },
        ],
      },
    ],
    refrain: ["God keeps His promises!", "¡Dios cumple sus promesas!"],
    cue: [
      "pat your knees to make the sound of rain, then shout “Rainbow!”",
      "den palmaditas en las rodillas como lluvia y luego griten “¡Arcoíris!”",
    ],
    questions: [
      [
        "Why did Noah keep building, even when people laughed?",
        "¿Por qué Noé siguió construyendo aunque la gente se reía?",
      ],
      ["What promise did God make after the flood?", "¿Qué promesa hizo Dios después del diluvio?"],
      ["What can a rainbow remind you of?", "¿Qué te puede recordar un arcoíris?"],
    ],
    verse: {
      en: "I do set my bow in the cloud, and it shall be for a token of a covenant between me and the earth.",
      es: "Mi arco pondré en las nubes, el cual será por señal de convenio entre mí y la tierra.",
      ref: "Genesis 9:13",
      refEs: "Génesis 9:13",
    },
    props: [
      "a toy hammer, animal ears or masks, a paper dove with an olive leaf, rainbow ribbons",
      "un martillo de juguete, orejas o máscaras de animales, una paloma de papel con una hoja de olivo, cintas de colores",
    ],
  },
  {
    id: "abraham-and-isaac",
    title: ["Abraham and Isaac", "Abraham e Isaac"],
    ref: "Genesis 22:1-19",
    keys: [
      "abraham",
      "isaac",
      "moriah",
      "moria",
      "ram",
      "carnero",
      "god will provide",
      "dios proveera",
      "jehovah jireh",
      "sacrifice",
      "sacrificio",
      "only son",
    ],
    themes: ["trust", "obedience"],
    summary: [
      "God tests Abraham by asking him to offer his son Isaac; Abraham trusts God completely, and God provides a ram instead.",
      "Dios prueba a Abraham pidiéndole que ofrezca a su hijo Isaac; Abraham confía plenamente en Dios, y Dios provee un carnero en su lugar.",
    ],
    lesson: [
      "We can trust God with what we love most, because God provides.",
      "Podemos confiarle a Dios lo que más amamos, porque Dios provee.",
    ],
    chars: [
      {
        key: "abraham",
        name: ["ABRAHAM", "ABRAHAM"],
        desc: ["an old man who trusts God", "un anciano que confía en Dios"],
      },
      { key: "isaac", name: ["ISAAC", "ISAAC"], desc: ["Abraham's beloved son", "el hijo amado de Abraham"] },
      {
        key: "god",
        name: ["VOICE OF GOD", "VOZ DE DIOS"],
        called: ["God", "Dios"],
        desc: ["speaks from offstage", "habla desde fuera del escenario"],
        voice: true,
      },
      {
        key: "angel",
        name: ["ANGEL OF THE LORD", "ÁNGEL DEL SEÑOR"],
        called: ["the angel of the Lord", "el ángel del Señor"],
        desc: ["calls from heaven", "llama desde el cielo"],
        voice: true,
      },
    ],
    crowd: [
      { name: ["SERVANT", "SIERVO"], desc: ["one of Abraham's servants", "uno de los siervos de Abraham"] },
    ],
    scenes: [
      {
        place: ["Abraham's Tent", "La tienda de Abraham"],
        beats: [
          {
            dir: [
              "{abraham} sits outside his tent, watching {isaac} play. {god} calls from offstage.",
              "{abraham} está sentado frente a su tienda, mirando jugar a {isaac}. {god} llama desde fuera del escenario.",
            ],
            nar: [
              "Abraham had waited many years for the son God promised him, and at last Isaac was born. Abraham loved him very much. One day, God tested Abraham.",
              "Abraham había esperado muchos años al hijo que Dios le prometió, y por fin nació Isaac. Abraham lo amaba muchísimo. Un día, Dios probó a Abraham.",
            ],
            say: [
              ["god", "Abraham!", "¡Abraham!"],
              ["abraham", "Here I am, Lord.", "Aquí estoy, Señor."],
              [
                "god",
                "Take your son, your only son Isaac, whom you love, and go to the land of Moriah. Offer him to Me there on a mountain I will show you.",
                "Toma a tu hijo, tu único hijo, Isaac, a quien amas, y ve a la tierra de Moria. Ofrécemelo allí sobre un monte que yo te mostraré.",
              ],
              [
                "abraham",
                "(quietly) Isaac... Lord, I don't understand. But I trust You.",
                "(en voz baja) Isaac... Señor, no lo entiendo. Pero confío en ti.",
              ],
            ],
            mood: "sad",
            key: true,
          },
          {
            dir: [
              "{abraham} ties a bundle of wood onto a donkey. {isaac} runs in, excited.",
              "{abraham} ata un montón de leña sobre un burro. {isaac} entra corriendo, emocionado.",
            ],
            nar: [
              "Early the next morning, Abraham saddled his donkey, cut wood for the offering and set out with Isaac and two servants.",
              "A la mañana siguiente, muy temprano, Abraham ensilló su burro, cortó leña para la ofrenda y salió con Isaac y dos siervos.",
            ],
            say: [
              ["isaac", "Where are we going, Father? Can I come?", "¿Adónde vamos, padre? ¿Puedo ir?"],
              [
                "abraham",
                "Yes, my son. We are going to worship God on the mountain.",
                "Sí, hijo mío. Vamos a adorar a Dios en el monte.",
              ],
              [
                "crowd",
                "The master has hardly said a word all morning.",
                "El amo casi no ha dicho una palabra en toda la mañana.",
              ],
            ],
            mood: "sad",
          },
        ],
      },
      {
        place: ["The Road to Moriah", "El camino a Moria"],
        beats: [
          {
            dir: [
              "{abraham} stops and points into the distance. {isaac} carries the wood on his back.",
              "{abraham} se detiene y señala a lo lejos. {isaac} carga la leña a la espalda.",
            ],
            nar: [
              "They travelled for three days. Then Abraham saw the mountain in the distance.",
              "Viajaron tres días. Entonces Abraham vio el monte a lo lejos.",
            ],
            say: [
              [
                "abraham",
                "Stay here with the donkey. The boy and I will go up to worship, and then we will come back to you.",
                "Quédense aquí con el burro. El muchacho y yo subiremos a adorar, y después volveremos con ustedes.",
              ],
              ["crowd", "We'll wait right here, master.", "Aquí lo esperaremos, amo."],
              [
                "isaac",
                "Father? We have the fire and the wood. But where is the lamb?",
                "¿Padre? Tenemos el fuego y la leña. Pero ¿dónde está el cordero?",
              ],
              [
                "abraham",
                "God Himself will provide the lamb, my son.",
                "Dios se proveerá del cordero, hijo mío.",
              ],
            ],
            mood: "tension",
          },
        ],
      },
      {
        place: ["The Mountain", "El monte"],
        beats: [
          {
            dir: [
              "{abraham} stacks the wood. He turns to {isaac} and takes a shaking breath. The lights dim.",
              "{abraham} apila la leña. Se vuelve hacia {isaac} y respira temblando. Las luces bajan.",
            ],
            nar: [
              "On the mountain, Abraham built an altar and laid the wood on it. His heart was breaking, but he trusted God completely.",
              "En el monte, Abraham edificó un altar y puso la leña encima. Tenía el corazón destrozado, pero confiaba plenamente en Dios.",
            ],
            say: [
              ["isaac", "Father, are you crying?", "Padre, ¿estás llorando?"],
              [
                "abraham",
                "Isaac, I love you more than my own life. And I trust God, even now.",
                "Isaac, te amo más que a mi propia vida. Y confío en Dios, aun ahora.",
              ],
              ["isaac", "Then I'll trust Him too, Father.", "Entonces yo también confiaré en Él, padre."],
            ],
            mood: "tension",
            key: true,
          },
          {
            dir: [
              "A bright light. A voice rings out. {abraham} freezes, then drops to his knees and hugs {isaac}.",
              "Una luz brillante. Resuena una voz. {abraham} se queda inmóvil, luego cae de rodillas y abraza a {isaac}.",
            ],
            nar: [
              "Just then, the angel of the Lord called out from heaven and stopped him.",
              "En ese mismo momento, el ángel del Señor lo llamó desde el cielo y lo detuvo.",
            ],
            say: [
              ["angel", "Abraham! Abraham!", "¡Abraham! ¡Abraham!"],
              ["abraham", "Here I am!", "¡Aquí estoy!"],
              [
                "angel",
                "Do not harm the boy. Now I know that you trust God, because you have not held back your only son.",
                "No le hagas daño al muchacho. Ya sé que confías en Dios, porque no me negaste a tu único hijo.",
              ],
              [
                "isaac",
                "Father, look! A ram, caught by its horns in the bushes!",
                "¡Padre, mira! ¡Un carnero enredado por los cuernos en los arbustos!",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "{abraham} and {isaac} kneel together, arms around each other.",
              "{abraham} e {isaac} se arrodillan juntos, abrazados.",
            ],
            nar: [
              "Abraham offered the ram instead of his son, and he named that place The Lord Will Provide.",
              "Abraham ofreció el carnero en lugar de su hijo, y llamó a aquel lugar «Jehová proveerá».",
            ],
            say: [
              [
                "abraham",
                "The Lord will provide. That will be the name of this mountain.",
                "Jehová proveerá. Ese será el nombre de este monte.",
              ],
              [
                "isaac",
                "God did provide the lamb, just like you said!",
                "¡Dios sí proveyó el cordero, tal como dijiste!",
              ],
              [
                "angel",
                "Because you obeyed, I will bless you, and through your family all the nations of the earth will be blessed.",
                "Porque obedeciste, te bendeciré, y por medio de tu familia serán benditas todas las naciones de la tierra.",
              ],
              ["abraham", "Come, my son. Let's go home.", "Ven, hijo mío. Volvamos a casa."],
            ],
            mood: "joy",
          },
        ],
      },
    ],
    refrain: ["The Lord will provide!", "¡Dios proveerá!"],
    cue: ["shout “The Lord will provide!”", "griten “¡Dios proveerá!”"],
    questions: [
      [
        "How do you think Abraham felt walking up the mountain?",
        "¿Cómo crees que se sentía Abraham mientras subía al monte?",
      ],
      ["What did God provide instead of Isaac?", "¿Qué proveyó Dios en lugar de Isaac?"],
      [
        "Many years later, God gave His own Son, Jesus. How is this story like the story of Jesus?",
        "Muchos años después, Dios dio a su propio Hijo, Jesús. ¿En qué se parece esta historia a la de Jesús?",
      ],
    ],
    verse: {
      en: "And Abraham said, My son, God will provide himself a lamb for a burnt offering: so they went both of them together.",
      es: "Y respondió Abraham: Dios se proveerá de cordero para el holocausto, hijo mío. E iban juntos.",
      ref: "Genesis 22:8",
      refEs: "Génesis 22:8",
    },
    props: [
      "a bundle of sticks, a toy donkey, a stuffed ram or sheep behind a bush",
      "un atado de leña, un burro de juguete, un carnero u oveja de peluche detrás de un arbusto",
    ],
  },
  {
    id: "joseph",
    title: ["Joseph and His Brothers", "José y sus hermanos"],
    ref: "Genesis 37:1-45:15",
    alsoRefs: ["Genesis 50:15-21"],
    keys: [
      "joseph",
      "jose",
      "coat of many colors",
      "coat of many colours",
      "tunica de colores",
      "dreams",
      "dreamer",
      "sonador",
      "suenos",
      "pharaoh",
      "faraon",
      "egypt",
      "egipto",
      "famine",
      "hambre",
      "brothers",
      "hermanos",
      "benjamin",
      "jacob",
    ],
    themes: ["forgiveness", "trust"],
    summary: [
      "Joseph's jealous brothers sell him into slavery, but God is with him in Egypt; years later Joseph saves them from famine and forgives them.",
      "Los hermanos de José, llenos de envidia, lo venden como esclavo, pero Dios está con él en Egipto; años después José los salva del hambre y los perdona.",
    ],
    lesson: [
      "God can turn even bad things into good, and He helps us forgive.",
      "Dios puede convertir aun lo malo en bien, y nos ayuda a perdonar.",
    ],
    chars: [
      {
        key: "joseph",
        name: ["JOSEPH", "JOSÉ"],
        desc: ["Jacob's favourite son, a dreamer", "el hijo favorito de Jacob, un soñador"],
      },
      {
        key: "judah",
        name: ["JUDAH", "JUDÁ"],
        desc: ["one of Joseph's older brothers", "uno de los hermanos mayores de José"],
      },
      { key: "reuben", name: ["REUBEN", "RUBÉN"], desc: ["the oldest brother", "el hermano mayor"] },
      {
        key: "pharaoh",
        name: ["PHARAOH", "FARAÓN"],
        called: ["Pharaoh", "el faraón"],
        desc: ["the king of Egypt", "el rey de Egipto"],
      },
      { key: "jacob", name: ["JACOB", "JACOB"], desc: ["Joseph's father", "el padre de José"] },
      { key: "benjamin", name: ["BENJAMIN", "BENJAMÍN"], desc: ["the youngest brother", "el hermano menor"] },
    ],
    crowd: [
      { name: ["BROTHER", "HERMANO"], desc: ["one of Joseph's brothers", "uno de los hermanos de José"] },
      {
        name: ["EGYPTIAN SERVANT", "SIRVIENTE EGIPCIO"],
        desc: ["a servant in Egypt", "un sirviente en Egipto"],
      },
    ],
    scenes: [
      {
        place: ["The Fields of Canaan", "Los campos de Canaán"],
        beats: [
          {
            dir: [
              "{jacob} wraps a brightly coloured coat around {joseph}. The brothers fold their arms and scowl.",
              "{jacob} le pone a {joseph} una túnica de colores brillantes. Los hermanos se cruzan de brazos y fruncen el ceño.",
            ],
            nar: [
              "Jacob had twelve sons, but he loved Joseph most of all, and he gave him a beautiful coat of many colours. His brothers grew jealous.",
              "Jacob tenía doce hijos, pero amaba a José más que a todos, y le regaló una hermosa túnica de colores. Sus hermanos sintieron envidia.",
            ],
            say: [
              ["jacob", "This coat is for you, Joseph, my son.", "Esta túnica es para ti, José, hijo mío."],
              [
                "joseph",
                "Thank you, Father! It has every colour there is!",
                "¡Gracias, padre! ¡Tiene todos los colores que existen!",
              ],
              [
                "crowd:0",
                "Why does he get a coat? We do all the work!",
                "¿Por qué a él le dan una túnica? ¡Nosotros hacemos todo el trabajo!",
              ],
              [
                "reuben",
                "Father has always loved him best.",
                "Nuestro padre siempre lo ha querido más a él.",
              ],
            ],
            mood: "calm",
            key: true,
          },
          {
            dir: [
              "{joseph} twirls in his coat. The brothers roll their eyes.",
              "{joseph} da vueltas luciendo su túnica. Los hermanos ponen los ojos en blanco.",
            ],
            nar: [
              "Then Joseph had dreams, and he told his brothers all about them.",
              "Luego José tuvo sueños, y se los contó a sus hermanos con todo detalle.",
            ],
            say: [
              [
                "joseph",
                "Listen to my dream! We were tying up bundles of grain, and all your bundles bowed down to mine!",
                "¡Escuchen mi sueño! Estábamos atando manojos de trigo, ¡y todos sus manojos se inclinaban ante el mío!",
              ],
              [
                "judah",
                "So you think you're going to rule over us?",
                "¿Así que crees que vas a reinar sobre nosotros?",
              ],
              ["crowd:0", "Here comes the dreamer again.", "Ahí viene otra vez el soñador."],
            ],
            mood: "tension",
          },
        ],
      },
      {
        place: ["The Dry Well", "El pozo seco"],
        beats: [
          {
            dir: [
              "The brothers pull the coat off {joseph} and push him down behind a box, the well. {reuben} looks away.",
              "Los hermanos le quitan la túnica a {joseph} y lo empujan detrás de una caja, el pozo. {reuben} aparta la mirada.",
            ],
            nar: [
              "One day, far from home, the brothers saw Joseph coming. They tore off his coat, threw him into a dry well and sold him to traders going to Egypt.",
              "Un día, lejos de casa, los hermanos vieron venir a José. Le arrancaron la túnica, lo echaron en un pozo seco y lo vendieron a unos mercaderes que iban a Egipto.",
            ],
            say: [
              [
                "joseph",
                "Brothers, what are you doing? Please, help me!",
                "Hermanos, ¿qué hacen? ¡Por favor, ayúdenme!",
              ],
              ["reuben", "Don't kill him! Just leave him in the well.", "¡No lo maten! Déjenlo en el pozo."],
              [
                "judah",
                "Look, traders going to Egypt. Let's sell him for twenty pieces of silver.",
                "Miren, mercaderes que van a Egipto. Vendámoslo por veinte piezas de plata.",
              ],
              ["joseph", "Reuben! Judah! Please!", "¡Rubén! ¡Judá! ¡Por favor!"],
            ],
            mood: "sad",
            key: true,
          },
          {
            dir: [
              "{jacob} holds the torn coat and weeps. The brothers stare at the ground.",
              "{jacob} sostiene la túnica rota y llora. Los hermanos miran al suelo.",
            ],
            nar: [
              "The brothers dipped Joseph's coat in goat's blood and brought it to their father. Jacob believed his son was dead, and he cried for many days.",
              "Los hermanos mojaron la túnica de José en sangre de cabrito y se la llevaron a su padre. Jacob creyó que su hijo había muerto, y lloró muchos días.",
            ],
            say: [
              ["jacob", "It is Joseph's coat. My son, my son!", "Es la túnica de José. ¡Hijo mío, hijo mío!"],
              ["reuben", "What have we done?", "¿Qué hemos hecho?"],
            ],
            mood: "sad",
          },
        ],
      },
      {
        place: ["Pharaoh's Palace", "El palacio del faraón"],
        beats: [
          {
            dir: [
              "{pharaoh} tosses and turns on his throne, then sits up suddenly.",
              "{pharaoh} se revuelve en su trono y de pronto se incorpora.",
            ],
            nar: [
              "In Egypt, Joseph worked hard and trusted God, even when he was thrown into prison for something he didn't do. God was with him and helped him understand dreams.",
              "En Egipto, José trabajó mucho y confió en Dios, aun cuando lo encerraron en la cárcel por algo que no hizo. Dios estaba con él y le ayudaba a entender los sueños.",
            ],
            say: [
              [
                "pharaoh",
                "I had a dream! Seven fat cows were eaten up by seven skinny cows! What does it mean?",
                "¡Tuve un sueño! ¡Siete vacas gordas fueron devoradas por siete vacas flacas! ¿Qué significa?",
              ],
              [
                "crowd:1",
                "My king, there is a Hebrew in the prison who understands dreams.",
                "Mi rey, en la cárcel hay un hebreo que entiende los sueños.",
              ],
              ["pharaoh", "Bring him to me at once!", "¡Tráiganmelo de inmediato!"],
            ],
            mood: "wonder",
          },
          {
            dir: ["{joseph} bows before {pharaoh}.", "{joseph} se inclina ante {pharaoh}."],
            nar: [
              "Joseph told Pharaoh that God was warning him: seven years of plenty would come, and then seven years of famine.",
              "José le dijo al faraón que Dios le estaba avisando: vendrían siete años de abundancia y después siete años de hambre.",
            ],
            say: [
              [
                "joseph",
                "I cannot explain dreams, but God can. Seven good years are coming, then seven years of famine. Store up grain now, and the people will live.",
                "Yo no puedo explicar sueños, pero Dios sí. Vienen siete años buenos y luego siete años de hambre. Guarde grano ahora, y el pueblo vivirá.",
              ],
              [
                "pharaoh",
                "There is no one as wise as you. I put you in charge of all Egypt!",
                "¡No hay nadie tan sabio como tú! ¡Te pongo a cargo de todo Egipto!",
              ],
              [
                "crowd:1",
                "Bow down before Joseph, the governor of Egypt!",
                "¡Inclínense ante José, el gobernador de Egipto!",
              ],
            ],
            mood: "wonder",
            key: true,
          },
        ],
      },
      {
        place: ["The Grain Storehouse", "El granero"],
        beats: [
          {
            dir: [
              "The brothers bow low before {joseph}, who watches them closely.",
              "Los hermanos se inclinan hasta el suelo ante {joseph}, que los observa atentamente.",
            ],
            nar: [
              "The famine came, and Joseph's brothers travelled to Egypt to buy food. They bowed down before the governor, but they did not recognise him.",
              "Llegó el hambre, y los hermanos de José viajaron a Egipto a comprar alimento. Se inclinaron ante el gobernador, pero no lo reconocieron.",
            ],
            say: [
              [
                "judah",
                "Sir, we have come from Canaan to buy food. Our families are starving.",
                "Señor, venimos de Canaán a comprar alimento. Nuestras familias se mueren de hambre.",
              ],
              [
                "joseph",
                "(aside) My brothers! Bowing down to me, just like my dream.",
                "(aparte) ¡Mis hermanos! Inclinándose ante mí, tal como en mi sueño.",
              ],
              ["benjamin", "Please, sir. We are honest men.", "Por favor, señor. Somos hombres honrados."],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{joseph} sends the servants away and bursts into tears. The brothers step back, terrified.",
              "{joseph} hace salir a los sirvientes y rompe a llorar. Los hermanos retroceden, aterrados.",
            ],
            nar: [
              "Joseph could not hold back his tears any longer. He told his brothers who he was, and he forgave them.",
              "José ya no pudo contener las lágrimas. Les dijo a sus hermanos quién era, y los perdonó.",
            ],
            say: [
              [
                "joseph",
                "I am Joseph, your brother, the one you sold into Egypt!",
                "¡Yo soy José, su hermano, el que ustedes vendieron a Egipto!",
              ],
              ["reuben", "Joseph? Then you will punish us!", "¿José? ¡Entonces nos vas a castigar!"],
              [
                "joseph",
                "Don't be afraid. You meant to harm me, but God meant it for good, to save many lives.",
                "No tengan miedo. Ustedes quisieron hacerme daño, pero Dios lo encaminó a bien, para salvar muchas vidas.",
              ],
              ["judah", "Can you ever forgive us?", "¿Podrás perdonarnos algún día?"],
              [
                "joseph",
                "I already have. Go and bring our father. We're a family again.",
                "Ya los perdoné. Vayan a traer a nuestro padre. Volvemos a ser una familia.",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["God meant it for good!", "¡Dios lo encaminó a bien!"],
    cue: ["cheer as Joseph hugs his brothers", "aplaudan mientras José abraza a sus hermanos"],
    questions: [
      [
        "How do you think Joseph felt down in the well?",
        "¿Cómo crees que se sentía José en el fondo del pozo?",
      ],
      ["How did God take care of Joseph in Egypt?", "¿Cómo cuidó Dios a José en Egipto?"],
      [
        "Joseph forgave his brothers. Is there someone you need to forgive?",
        "José perdonó a sus hermanos. ¿Hay alguien a quien necesites perdonar?",
      ],
    ],
    verse: {
      en: "But as for you, ye thought evil against me; but God meant it unto good, to bring to pass, as it is this day, to save much people alive.",
      es: "Vosotros pensasteis mal sobre mí, mas Dios lo encaminó á bien, para hacer lo que vemos hoy, para mantener en vida á mucho pueblo.",
      ref: "Genesis 50:20",
      refEs: "Génesis 50:20",
    },
    props: [
      "a colourful coat or robe, a box for the well, a crown for Pharaoh, sacks of grain",
      "una túnica o bata de colores, una caja como pozo, una corona para el faraón, sacos de grano",
    ],
  },
  {
    id: "burning-bush",
    title: ["Moses and the Burning Bush", "Moisés y la zarza ardiente"],
    ref: "Exodus 3:1-4:17",
    keys: [
      "moses",
      "moises",
      "burning bush",
      "zarza",
      "zarza ardiente",
      "horeb",
      "i am",
      "yo soy",
      "staff",
      "vara",
      "midian",
      "madian",
      "jethro",
      "jetro",
      "holy ground",
      "tierra santa",
      "sandals",
      "sandalias",
    ],
    themes: ["obedience", "courage"],
    summary: [
      "God speaks to Moses from a bush that burns without burning up and sends him, despite all his excuses, to free His people from Egypt.",
      "Dios le habla a Moisés desde una zarza que arde sin consumirse y, a pesar de todas sus excusas, lo envía a liberar a su pueblo de Egipto.",
    ],
    lesson: [
      "When God calls us to something big, He promises to go with us.",
      "Cuando Dios nos llama a algo grande, promete ir con nosotros.",
    ],
    chars: [
      {
        key: "moses",
        name: ["MOSES", "MOISÉS"],
        desc: ["a shepherd who once lived in Egypt", "un pastor que una vez vivió en Egipto"],
      },
      {
        key: "god",
        name: ["VOICE OF GOD", "VOZ DE DIOS"],
        called: ["God", "Dios"],
        desc: ["speaks from the burning bush", "habla desde la zarza ardiente"],
        voice: true,
      },
      {
        key: "aaron",
        name: ["AARON", "AARÓN"],
        desc: ["Moses' brother, a good speaker", "el hermano de Moisés, que habla muy bien"],
      },
      { key: "jethro", name: ["JETHRO", "JETRO"], desc: ["Moses' father-in-law", "el suegro de Moisés"] },
    ],
    crowd: [
      {
        name: ["SHEEP", "OVEJA"],
        desc: ["one of Jethro's sheep", "una de las ovejas de Jetro"],
        creature: true,
      },
      { name: ["SHEPHERD", "PASTOR"], desc: ["a shepherd of Midian", "un pastor de Madián"] },
    ],
    scenes: [
      {
        place: ["The Desert Near Mount Horeb", "El desierto cerca del monte Horeb"],
        beats: [
          {
            dir: [
              "{moses} leads a flock of sheep across the stage, leaning on his staff. {jethro} waves goodbye.",
              "{moses} guía un rebaño de ovejas por el escenario, apoyado en su vara. {jethro} se despide con la mano.",
            ],
            nar: [
              "Moses had run away from Egypt and become a shepherd in the desert of Midian. For forty years he looked after his father-in-law Jethro's sheep.",
              "Moisés había huido de Egipto y se había hecho pastor en el desierto de Madián. Durante cuarenta años cuidó las ovejas de su suegro Jetro.",
            ],
            say: [
              [
                "jethro",
                "Take the flock to the far side of the desert, Moses. The grass is better there.",
                "Lleva el rebaño al otro lado del desierto, Moisés. Allí hay mejor pasto.",
              ],
              ["moses", "Yes, Jethro. Come along, sheep.", "Sí, Jetro. Vamos, ovejas."],
              ["crowd:0", "Baa! Are we there yet?", "¡Beee! ¿Ya llegamos?"],
            ],
            mood: "calm",
          },
          {
            dir: [
              "Red and orange streamers flutter around a bush. {moses} stops and stares.",
              "Cintas rojas y anaranjadas se agitan alrededor de un arbusto. {moses} se detiene y lo mira fijamente.",
            ],
            nar: [
              "Near Horeb, the mountain of God, Moses saw a strange sight: a bush on fire, but it did not burn up.",
              "Cerca de Horeb, el monte de Dios, Moisés vio algo extraño: una zarza que ardía en fuego, pero no se consumía.",
            ],
            say: [
              [
                "moses",
                "That bush is on fire, but it isn't burning up! I have to see this.",
                "¡Esa zarza está en llamas, pero no se quema! Tengo que ver esto.",
              ],
              ["god", "Moses! Moses!", "¡Moisés! ¡Moisés!"],
              ["moses", "Here I am.", "Aquí estoy."],
              [
                "god",
                "Do not come any closer. Take off your sandals, for you are standing on holy ground.",
                "No te acerques. Quítate las sandalias, porque el lugar donde estás es tierra santa.",
              ],
            ],
            mood: "wonder",
            key: true,
          },
        ],
      },
      {
        place: ["At the Burning Bush", "Ante la zarza ardiente"],
        beats: [
          {
            dir: [
              "{moses} takes off his sandals and hides his face.",
              "{moses} se quita las sandalias y se cubre el rostro.",
            ],
            nar: [
              "God told Moses that He had seen the suffering of His people in Egypt, and that He was sending Moses to set them free.",
              "Dios le dijo a Moisés que había visto el sufrimiento de su pueblo en Egipto, y que lo enviaba a él a liberarlo.",
            ],
            say: [
              [
                "god",
                "I have seen My people suffering in Egypt. I have heard them crying. Now go. I am sending you to Pharaoh to bring My people out.",
                "He visto el sufrimiento de mi pueblo en Egipto. He oído su clamor. Ahora ve. Te envío al faraón para que saques a mi pueblo.",
              ],
              ["moses", "Me? Who am I to go to Pharaoh?", "¿Yo? ¿Quién soy yo para ir ante el faraón?"],
              ["god", "I will be with you.", "Yo estaré contigo."],
              ["moses", "But what if they ask me Your name?", "¿Y si me preguntan cuál es tu nombre?"],
              [
                "god",
                "I AM WHO I AM. Tell them: I AM has sent me to you.",
                "YO SOY EL QUE SOY. Diles: YO SOY me ha enviado a ustedes.",
              ],
            ],
            mood: "tension",
            key: true,
          },
          {
            dir: [
              "{moses} throws down his staff. An actor wriggles across the floor like a snake. Moses jumps back, then grabs it by the tail, and it is a staff again.",
              "{moses} arroja su vara. Un actor se arrastra por el suelo como una serpiente. Moisés salta hacia atrás, luego la agarra por la cola y vuelve a ser una vara.",
            ],
            nar: [
              "Moses worried that no one would believe him, so God gave him signs to show.",
              "Moisés temía que nadie le creyera, así que Dios le dio señales para mostrar.",
            ],
            say: [
              ["god", "What is that in your hand?", "¿Qué tienes en la mano?"],
              ["moses", "A staff.", "Una vara."],
              ["god", "Throw it on the ground.", "Échala al suelo."],
              ["moses", "A snake! Aaah!", "¡Una serpiente! ¡Aaah!"],
              ["god", "Reach out and take it by the tail.", "Extiende la mano y tómala por la cola."],
              ["moses", "It's my staff again!", "¡Vuelve a ser mi vara!"],
            ],
            mood: "wonder",
          },
          {
            dir: [
              "{moses} paces, shaking his head.",
              "{moses} camina de un lado a otro, negando con la cabeza.",
            ],
            nar: ["But Moses still did not want to go.", "Pero Moisés todavía no quería ir."],
            say: [
              [
                "moses",
                "Lord, I've never been good with words. I speak slowly.",
                "Señor, nunca he sido bueno para hablar. Soy torpe de lengua.",
              ],
              [
                "god",
                "Who made your mouth? I will help you speak and teach you what to say.",
                "¿Quién hizo tu boca? Yo te ayudaré a hablar y te enseñaré lo que has de decir.",
              ],
              ["moses", "Please, Lord, send someone else!", "¡Por favor, Señor, envía a otro!"],
              [
                "god",
                "Your brother Aaron speaks well. He is already on his way to meet you. I will help you both.",
                "Tu hermano Aarón habla bien. Ya viene a tu encuentro. Yo los ayudaré a los dos.",
              ],
            ],
            mood: "tension",
          },
        ],
      },
      {
        place: ["The Road to Egypt", "El camino a Egipto"],
        beats: [
          {
            dir: ["{aaron} runs in and hugs {moses}.", "{aaron} entra corriendo y abraza a {moses}."],
            nar: [
              "So Moses said goodbye to Jethro and set off for Egypt with his staff in his hand. On the way, his brother Aaron came to meet him.",
              "Así que Moisés se despidió de Jetro y partió hacia Egipto con su vara en la mano. En el camino, su hermano Aarón salió a su encuentro.",
            ],
            say: [
              [
                "aaron",
                "Moses! God told me to come and meet you!",
                "¡Moisés! ¡Dios me dijo que viniera a encontrarte!",
              ],
              [
                "moses",
                "Aaron! God spoke to me from a burning bush. He is going to set our people free!",
                "¡Aarón! Dios me habló desde una zarza ardiente. ¡Va a liberar a nuestro pueblo!",
              ],
              ["aaron", "Then let's go together.", "Entonces vamos juntos."],
              [
                "moses",
                "I'm still nervous. But God said, I will be with you. That's enough.",
                "Todavía estoy nervioso. Pero Dios dijo: Yo estaré contigo. Eso basta.",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["God will be with you!", "¡Dios estará contigo!"],
    cue: [
      "rub your hands together to make the crackle of a fire",
      "froten las manos para hacer el chisporroteo del fuego",
    ],
    questions: [
      [
        "Why did God tell Moses to take off his sandals?",
        "¿Por qué le dijo Dios a Moisés que se quitara las sandalias?",
      ],
      ["What excuses did Moses make?", "¿Qué excusas puso Moisés?"],
      [
        "Is there something God is asking you to do that feels too big?",
        "¿Hay algo que Dios te pide hacer que te parece demasiado grande?",
      ],
    ],
    verse: {
      en: "And God said unto Moses, I AM THAT I AM: and he said, Thus shalt thou say unto the children of Israel, I AM hath sent me unto you.",
      es: "Y respondió Dios á Moisés: YO SOY EL QUE SOY. Y dijo: Así dirás á los hijos de Israel: YO SOY me ha enviado á vosotros.",
      ref: "Exodus 3:14",
      refEs: "Éxodo 3:14",
    },
    props: [
      "a shepherd's staff, a plant or bush with red and orange streamers, a toy snake",
      "una vara de pastor, una planta con cintas rojas y anaranjadas, una serpiente de juguete",
    ],
  },
  {
    id: "red-sea",
    title: ["Crossing the Red Sea", "El cruce del mar Rojo"],
    ref: "Exodus 14:1-15:21",
    keys: [
      "red sea",
      "mar rojo",
      "parting",
      "crossing",
      "cruce",
      "exodus",
      "exodo",
      "chariots",
      "carros",
      "miriam",
      "dry ground",
      "tierra seca",
      "tambourine",
      "pandero",
      "pharaoh's army",
      "ejercito del faraon",
      "moses",
      "moises",
    ],
    themes: ["trust", "courage"],
    summary: [
      "Trapped between Pharaoh's army and the sea, God's people watch God split the waters and walk through on dry ground.",
      "Atrapados entre el ejército del faraón y el mar, el pueblo de Dios ve cómo Dios abre las aguas y cruza por tierra seca.",
    ],
    lesson: [
      "When there seems to be no way, God can make a way.",
      "Cuando parece que no hay salida, Dios puede abrir un camino.",
    ],
    chars: [
      {
        key: "moses",
        name: ["MOSES", "MOISÉS"],
        desc: ["the leader God chose", "el líder que Dios escogió"],
      },
      {
        key: "pharaoh",
        name: ["PHARAOH", "FARAÓN"],
        called: ["Pharaoh", "el faraón"],
        desc: ["the proud king of Egypt", "el orgulloso rey de Egipto"],
        foe: true,
      },
      { key: "miriam", name: ["MIRIAM", "MIRIAM"], desc: ["Moses' sister", "la hermana de Moisés"] },
      { key: "aaron", name: ["AARON", "AARÓN"], desc: ["Moses' brother", "el hermano de Moisés"] },
      {
        key: "captain",
        name: ["EGYPTIAN CAPTAIN", "CAPITÁN EGIPCIO"],
        called: ["the Egyptian captain", "el capitán egipcio"],
        desc: ["leads Pharaoh's chariots", "dirige los carros del faraón"],
        foe: true,
      },
      {
        key: "god",
        name: ["VOICE OF GOD", "VOZ DE DIOS"],
        called: ["God", "Dios"],
        desc: ["speaks from offstage", "habla desde fuera del escenario"],
        voice: true,
      },
    ],
    crowd: [
      { name: ["ISRAELITE", "ISRAELITA"], desc: ["one of God's people", "uno del pueblo de Dios"] },
      {
        name: ["EGYPTIAN SOLDIER", "SOLDADO EGIPCIO"],
        desc: ["a soldier in Pharaoh's army", "un soldado del ejército del faraón"],
        foe: true,
      },
    ],
    scenes: [
      {
        place: ["Pharaoh's Palace", "El palacio del faraón"],
        beats: [
          {
            dir: [
              "{pharaoh} paces, furious. {captain} stands to attention.",
              "{pharaoh} camina furioso de un lado a otro. {captain} está firme.",
            ],
            nar: [
              "After ten terrible plagues, Pharaoh finally let God's people go. But as soon as they left, he changed his mind.",
              "Después de diez plagas terribles, el faraón por fin dejó ir al pueblo de Dios. Pero en cuanto salieron, cambió de opinión.",
            ],
            say: [
              [
                "pharaoh",
                "What have we done? We let all our slaves go! Get my chariots ready!",
                "¿Qué hemos hecho? ¡Dejamos ir a todos nuestros esclavos! ¡Preparen mis carros!",
              ],
              [
                "captain",
                "Six hundred chariots, Your Majesty. We will catch them at the sea.",
                "Seiscientos carros, majestad. Los alcanzaremos junto al mar.",
              ],
              ["foes", "After them!", "¡A por ellos!"],
            ],
            mood: "tension",
          },
        ],
      },
      {
        place: ["The Shore of the Red Sea", "La orilla del mar Rojo"],
        beats: [
          {
            dir: [
              "The Israelites huddle together. In the distance, the rumble of chariots grows louder.",
              "Los israelitas se apiñan. A lo lejos, el estruendo de los carros se oye cada vez más fuerte.",
            ],
            nar: [
              "God's people were camped by the sea when they saw Pharaoh's army coming. They were trapped, with the water in front of them and the soldiers behind them.",
              "El pueblo de Dios acampaba junto al mar cuando vio venir al ejército del faraón. Estaban atrapados: el agua delante y los soldados detrás.",
            ],
            say: [
              [
                "crowd",
                "Look! Pharaoh's army! They're coming!",
                "¡Miren! ¡El ejército del faraón! ¡Ya vienen!",
              ],
              [
                "crowd",
                "Moses, did you bring us out here to die in the desert?",
                "Moisés, ¿nos sacaste de Egipto para morir en el desierto?",
              ],
              [
                "miriam",
                "Where can we go? There's nothing but water!",
                "¿Adónde vamos a ir? ¡No hay más que agua!",
              ],
              [
                "moses",
                "Don't be afraid. Stand still and see what the Lord will do. The Lord will fight for you.",
                "No tengan miedo. Estén firmes y vean lo que hará el Señor. El Señor peleará por ustedes.",
              ],
            ],
            mood: "fear",
            key: true,
          },
          {
            dir: [
              "{moses} raises his staff. Two actors stretch a long blue cloth and slowly pull it apart, opening a path down the middle.",
              "{moses} levanta su vara. Dos actores estiran una larga tela azul y la separan despacio, abriendo un camino por el medio.",
            ],
            nar: [
              "God told Moses to stretch his staff over the sea. All night a strong east wind blew, and the waters divided, with a wall of water on the right and on the left.",
              "Dios le dijo a Moisés que extendiera su vara sobre el mar. Toda la noche sopló un fuerte viento del este, y las aguas se dividieron, formando un muro a la derecha y otro a la izquierda.",
            ],
            say: [
              [
                "god",
                "Lift up your staff and stretch out your hand over the sea. My people will walk through on dry ground.",
                "Alza tu vara y extiende tu mano sobre el mar. Mi pueblo pasará por en medio, en seco.",
              ],
              ["aaron", "Look! The sea is opening!", "¡Miren! ¡El mar se está abriendo!"],
              [
                "crowd",
                "A path! Right through the middle of the sea!",
                "¡Un camino! ¡Justo por en medio del mar!",
              ],
              ["miriam", "Come on, everyone! Walk! Don't stop!", "¡Vamos, todos! ¡Caminen! ¡No se detengan!"],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "The Israelites hurry along the path between the cloths. Soldiers chase them, then stumble.",
              "Los israelitas avanzan deprisa por el camino entre las telas. Los soldados los persiguen y luego tropiezan.",
            ],
            nar: [
              "God's people walked through the sea on dry ground. Pharaoh's army raced in after them.",
              "El pueblo de Dios cruzó el mar por tierra seca. El ejército del faraón entró corriendo detrás de ellos.",
            ],
            say: [
              ["captain", "After them! Into the sea!", "¡Síganlos! ¡Al mar!"],
              [
                "foes",
                "The chariot wheels are stuck! They won't turn!",
                "¡Las ruedas de los carros se atascan! ¡No giran!",
              ],
              ["captain", "Retreat! The Lord is fighting for them!", "¡Retirada! ¡El Señor pelea por ellos!"],
            ],
            mood: "tension",
          },
        ],
      },
      {
        place: ["The Far Shore", "La otra orilla"],
        beats: [
          {
            dir: [
              "{moses} stretches out his hand. The blue cloths swoop back together. Silence, then cheering.",
              "{moses} extiende la mano. Las telas azules vuelven a juntarse. Silencio, y luego gritos de alegría.",
            ],
            nar: [
              "When everyone was safe on the other side, Moses stretched out his hand again, and the water came crashing back. God's people were free!",
              "Cuando todos estuvieron a salvo en la otra orilla, Moisés volvió a extender la mano, y el agua regresó con estruendo. ¡El pueblo de Dios era libre!",
            ],
            say: [
              ["moses", "The Lord has saved us!", "¡El Señor nos ha salvado!"],
              ["aaron", "Not one of us was lost. Not one!", "No se perdió ni uno de nosotros. ¡Ni uno!"],
              ["crowd", "We're free! We're really free!", "¡Somos libres! ¡Libres de verdad!"],
            ],
            mood: "joy",
            key: true,
          },
          {
            dir: [
              "{miriam} picks up a tambourine and leads everyone in a dance.",
              "{miriam} toma un pandero y guía a todos en una danza.",
            ],
            nar: [
              "Miriam took a tambourine, and all the women followed her, dancing and singing praises to God.",
              "Miriam tomó un pandero, y todas las mujeres la siguieron, danzando y cantando alabanzas a Dios.",
            ],
            say: [
              [
                "miriam",
                "Sing to the Lord, for He has won a glorious victory!",
                "¡Canten al Señor, porque ha triunfado gloriosamente!",
              ],
              ["crowd", "Praise the Lord!", "¡Alabado sea el Señor!"],
              [
                "moses",
                "Who is like You, O Lord? Who is like You, glorious in holiness, doing wonders?",
                "¿Quién como tú, oh Señor? ¿Quién como tú, glorioso en santidad, hacedor de maravillas?",
              ],
            ],
            mood: "joy",
          },
        ],
      },
    ],
    refrain: ["The Lord will fight for you!", "¡El Señor peleará por ustedes!"],
    cue: [
      "make the sound of a great wind, whoosh, as the sea opens",
      "hagan el sonido de un gran viento, fiuuu, mientras se abre el mar",
    ],
    questions: [
      [
        "How do you think God's people felt when they saw the army coming?",
        "¿Cómo crees que se sintió el pueblo de Dios al ver venir al ejército?",
      ],
      ["What did Moses tell the people to do?", "¿Qué le dijo Moisés al pueblo que hiciera?"],
      [
        "When have you needed God to make a way for you?",
        "¿Cuándo has necesitado que Dios te abra un camino?",
      ],
    ],
    verse: {
      en: "The LORD shall fight for you, and ye shall hold your peace.",
      es: "Jehová peleará por vosotros, y vosotros estaréis quedos.",
      ref: "Exodus 14:14",
      refEs: "Éxodo 14:14",
    },
    props: [
      "two long blue cloths, a staff, tambourines, a crown for Pharaoh",
      "dos telas azules largas, una vara, panderos, una corona para el faraón",
    ],
  },
  {
    id: "ten-commandments",
    title: ["The Ten Commandments", "Los diez mandamientos"],
    ref: "Exodus 19:1-20:21",
    alsoRefs: ["Deuteronomy 5:1-22"],
    keys: [
      "ten commandments",
      "diez mandamientos",
      "commandments",
      "mandamientos",
      "sinai",
      "mount sinai",
      "monte sinai",
      "tablets",
      "tablas",
      "tablets of stone",
      "tablas de piedra",
      "law",
      "ley",
      "rules",
      "reglas",
    ],
    themes: ["obedience", "love"],
    summary: [
      "At Mount Sinai, amid thunder, fire and a trumpet blast, God gives His people the Ten Commandments, showing them how to love Him and one another.",
      "En el monte Sinaí, entre truenos, fuego y sonido de trompeta, Dios le da a su pueblo los diez mandamientos y le enseña a amarlo a Él y a los demás.",
    ],
    lesson: [
      "God's commandments are a gift that shows us how to love Him and love others.",
      "Los mandamientos de Dios son un regalo que nos enseña a amarlo a Él y a los demás.",
    ],
    chars: [
      {
        key: "moses",
        name: ["MOSES", "MOISÉS"],
        desc: ["the leader of God's people", "el líder del pueblo de Dios"],
      },
      {
        key: "god",
        name: ["VOICE OF GOD", "VOZ DE DIOS"],
        called: ["God", "Dios"],
        desc: ["speaks from the mountain", "habla desde el monte"],
        voice: true,
      },
      {
        key: "joshua",
        name: ["JOSHUA", "JOSUÉ"],
        desc: ["Moses' young helper", "el joven ayudante de Moisés"],
      },
      { key: "aaron", name: ["AARON", "AARÓN"], desc: ["Moses' brother", "el hermano de Moisés"] },
    ],
    crowd: [{ name: ["ISRAELITE", "ISRAELITA"], desc: ["one of God's people", "uno del pueblo de Dios"] }],
    scenes: [
      {
        place: ["The Foot of Mount Sinai", "Al pie del monte Sinaí"],
        beats: [
          {
            dir: [
              "The Israelites set up camp. {moses} looks up at the mountain.",
              "Los israelitas arman el campamento. {moses} mira hacia el monte.",
            ],
            nar: [
              "Three months after leaving Egypt, God's people camped at the foot of Mount Sinai, and God called Moses up the mountain.",
              "Tres meses después de salir de Egipto, el pueblo de Dios acampó al pie del monte Sinaí, y Dios llamó a Moisés al monte.",
            ],
            say: [
              [
                "god",
                "Tell the people: You saw how I carried you on eagles' wings. If you obey Me, you will be My treasured people.",
                "Dile al pueblo: Ustedes vieron cómo los llevé sobre alas de águila. Si me obedecen, serán mi especial tesoro.",
              ],
              [
                "moses",
                "God wants us to be His very own people!",
                "¡Dios quiere que seamos su propio pueblo!",
              ],
              [
                "crowd",
                "Everything the Lord has said, we will do!",
                "¡Todo lo que el Señor ha dicho, haremos!",
              ],
            ],
            mood: "calm",
          },
          {
            dir: [
              "Thunder rumbles. Lights flash. A trumpet blasts. The people fall back, trembling.",
              "Retumban los truenos. Destellan luces. Suena una trompeta. El pueblo retrocede temblando.",
            ],
            nar: [
              "On the third day there was thunder and lightning, a thick cloud covered the mountain, and a very loud trumpet blast made everyone tremble.",
              "Al tercer día hubo truenos y relámpagos, una nube espesa cubrió el monte y un sonido de trompeta muy fuerte hizo temblar a todos.",
            ],
            say: [
              ["crowd", "The whole mountain is shaking!", "¡Todo el monte está temblando!"],
              [
                "aaron",
                "There's smoke everywhere, like a furnace!",
                "¡Hay humo por todas partes, como de un horno!",
              ],
              [
                "moses",
                "Don't be afraid. God has come to show you how great He is, so that you will obey Him.",
                "No tengan miedo. Dios ha venido a mostrarles su grandeza, para que le obedezcan.",
              ],
              [
                "crowd",
                "Moses, you go and talk to God. We're too scared!",
                "Moisés, habla tú con Dios. ¡Nosotros tenemos demasiado miedo!",
              ],
            ],
            mood: "wonder",
            key: true,
          },
        ],
      },
      {
        place: ["On the Mountain", "En el monte"],
        beats: [
          {
            dir: [
              "{moses} kneels in the cloud. {joshua} waits a little way down the mountain.",
              "{moses} se arrodilla en la nube. {joshua} espera un poco más abajo.",
            ],
            nar: [
              "Moses went up into the thick darkness where God was, and God spoke the Ten Commandments.",
              "Moisés subió a la densa oscuridad donde estaba Dios, y Dios pronunció los diez mandamientos.",
            ],
            say: [
              [
                "god",
                "I am the Lord your God, who brought you out of slavery. You shall have no other gods before Me.",
                "Yo soy el Señor tu Dios, que te sacó de la esclavitud. No tendrás dioses ajenos delante de mí.",
              ],
              [
                "god",
                "Do not make idols. Do not misuse My name. Remember the Sabbath day and keep it holy.",
                "No te harás ídolos. No usarás mi nombre en vano. Acuérdate del día de reposo para santificarlo.",
              ],
              [
                "god",
                "Honour your father and your mother. Do not murder. Be faithful in marriage. Do not steal.",
                "Honra a tu padre y a tu madre. No matarás. Sé fiel en el matrimonio. No hurtarás.",
              ],
              [
                "god",
                "Do not lie about others. Do not long for what belongs to someone else.",
                "No mentirás contra tu prójimo. No codiciarás lo que es de otro.",
              ],
              [
                "moses",
                "Ten words, Lord. Ten ways to love You and to love each other.",
                "Diez palabras, Señor. Diez maneras de amarte a ti y de amarnos unos a otros.",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "{moses} holds up two stone tablets. {joshua} climbs up to meet him.",
              "{moses} levanta dos tablas de piedra. {joshua} sube a su encuentro.",
            ],
            nar: [
              "God wrote His commandments on two tablets of stone and gave them to Moses.",
              "Dios escribió sus mandamientos en dos tablas de piedra y se las dio a Moisés.",
            ],
            say: [
              [
                "joshua",
                "Moses! You've been up here for forty days!",
                "¡Moisés! ¡Llevas cuarenta días aquí arriba!",
              ],
              ["moses", "Look, Joshua. God wrote them Himself.", "Mira, Josué. Dios mismo las escribió."],
              ["joshua", "Ten commandments, carved in stone!", "¡Diez mandamientos, grabados en piedra!"],
            ],
            mood: "calm",
          },
        ],
      },
      {
        place: ["The Camp", "El campamento"],
        beats: [
          {
            dir: [
              "{moses} stands on a box and holds up the tablets. The people gather around.",
              "{moses} se sube a una caja y levanta las tablas. El pueblo se reúne alrededor.",
            ],
            nar: [
              "Moses came down the mountain and read God's law to all the people.",
              "Moisés bajó del monte y leyó la ley de Dios a todo el pueblo.",
            ],
            say: [
              [
                "moses",
                "These are God's commandments. They show us how to love God with all our heart and love our neighbour as ourselves.",
                "Estos son los mandamientos de Dios. Nos enseñan a amar a Dios con todo el corazón y al prójimo como a nosotros mismos.",
              ],
              ["crowd", "Number one: no other gods!", "¡Número uno: ningún otro dios!"],
              [
                "crowd",
                "Number five: honour your father and mother. Did you hear that, kids?",
                "Número cinco: honra a tu padre y a tu madre. ¿Oyeron eso, niños?",
              ],
              [
                "aaron",
                "The God who set us free is showing us how to live free.",
                "El Dios que nos liberó nos enseña a vivir en libertad.",
              ],
              [
                "crowd",
                "All that the Lord has said, we will obey!",
                "¡Todo lo que el Señor ha dicho, obedeceremos!",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["Love God, love others!", "¡Ama a Dios, ama a los demás!"],
    cue: [
      "count to ten on your fingers with the actors",
      "cuenten hasta diez con los dedos junto con los actores",
    ],
    questions: [
      ["Can you remember three of the Ten Commandments?", "¿Puedes recordar tres de los diez mandamientos?"],
      ["Why did God give His people commandments?", "¿Por qué le dio Dios mandamientos a su pueblo?"],
      ["Which commandment is hardest for you to keep?", "¿Qué mandamiento te cuesta más cumplir?"],
    ],
    verse: {
      en: "Thou shalt have no other gods before me.",
      es: "No tendrás dioses ajenos delante de mí.",
      ref: "Exodus 20:3",
      refEs: "Éxodo 20:3",
    },
    props: [
      "two cardboard tablets, a trumpet or horn, a flashlight for lightning",
      "dos tablas de cartón, una trompeta o cuerno, una linterna para los relámpagos",
    ],
  },
  {
    id: "jericho",
    title: ["Joshua and the Walls of Jericho", "Josué y los muros de Jericó"],
    ref: "Joshua 6:1-27",
    alsoRefs: ["Joshua 5:13-15"],
    keys: [
      "jericho",
      "jerico",
      "joshua",
      "josue",
      "walls",
      "muros",
      "murallas",
      "trumpets",
      "trompetas",
      "rahab",
      "marching",
      "marchar",
      "red cord",
      "cordon de grana",
      "walls fell",
      "shout",
    ],
    themes: ["obedience", "trust"],
    summary: [
      "God gives Joshua a strange battle plan: march around Jericho for seven days and shout. When God's people obey, the walls come tumbling down.",
      "Dios le da a Josué un plan de batalla extraño: marchar alrededor de Jericó durante siete días y gritar. Cuando el pueblo obedece, los muros se derrumban.",
    ],
    lesson: [
      "God's plans may seem strange, but obeying Him always brings victory.",
      "Los planes de Dios pueden parecer extraños, pero obedecerle siempre trae victoria.",
    ],
    chars: [
      {
        key: "joshua",
        name: ["JOSHUA", "JOSUÉ"],
        desc: ["the new leader of God's people", "el nuevo líder del pueblo de Dios"],
      },
      {
        key: "commander",
        name: ["COMMANDER OF THE LORD'S ARMY", "PRÍNCIPE DEL EJÉRCITO"],
        called: ["the commander of the Lord's army", "el Príncipe del ejército del Señor"],
        desc: [
          "a mysterious warrior with a drawn sword",
          "un guerrero misterioso con la espada desenvainada",
        ],
      },
      {
        key: "rahab",
        name: ["RAHAB", "RAHAB"],
        desc: ["a woman of Jericho who trusted God", "una mujer de Jericó que confió en Dios"],
      },
      {
        key: "priest",
        name: ["PRIEST", "SACERDOTE"],
        desc: ["blows a ram's-horn trumpet", "toca una trompeta de cuerno de carnero"],
      },
      {
        key: "god",
        name: ["VOICE OF GOD", "VOZ DE DIOS"],
        called: ["God", "Dios"],
        desc: ["speaks from offstage", "habla desde fuera del escenario"],
        voice: true,
      },
    ],
    crowd: [
      { name: ["ISRAELITE", "ISRAELITA"], desc: ["one of God's people", "uno del pueblo de Dios"] },
      {
        name: ["WALL GUARD", "GUARDIA DEL MURO"],
        desc: ["a guard on Jericho's wall", "un guardia sobre el muro de Jericó"],
        foe: true,
      },
    ],
    scenes: [
      {
        place: ["Outside Jericho", "Frente a Jericó"],
        beats: [
          {
            dir: [
              "Guards stand on boxes behind a cardboard wall, arms folded. {joshua} looks up at it.",
              "Unos guardias están de pie sobre cajas detrás de un muro de cartón, cruzados de brazos. {joshua} lo mira hacia arriba.",
            ],
            nar: [
              "After forty years in the desert, God's people entered the promised land. But in front of them stood Jericho, a city with huge walls and gates shut tight.",
              "Después de cuarenta años en el desierto, el pueblo de Dios entró en la tierra prometida. Pero frente a ellos estaba Jericó, una ciudad de enormes murallas y puertas bien cerradas.",
            ],
            say: [
              [
                "joshua",
                "Those walls are so high. How will we ever get inside?",
                "Esas murallas son altísimas. ¿Cómo vamos a entrar?",
              ],
              [
                "foes",
                "Go home, Israelites! Nobody gets through these walls!",
                "¡Váyanse a casa, israelitas! ¡Nadie atraviesa estas murallas!",
              ],
              [
                "crowd",
                "Joshua, those walls are as tall as ten men.",
                "Josué, esas murallas son tan altas como diez hombres.",
              ],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{commander} appears with a drawn sword. {joshua} steps forward, then falls to his knees.",
              "Aparece {commander} con la espada desenvainada. {joshua} da un paso al frente y luego cae de rodillas.",
            ],
            nar: [
              "Then a man with a drawn sword appeared to Joshua. He was the commander of the Lord's army, and then God Himself gave Joshua the battle plan.",
              "Entonces se le apareció a Josué un hombre con una espada desenvainada. Era el Príncipe del ejército del Señor, y luego Dios mismo le dio a Josué el plan de batalla.",
            ],
            say: [
              [
                "joshua",
                "Are you for us or for our enemies?",
                "¿Eres de los nuestros o de nuestros enemigos?",
              ],
              [
                "commander",
                "Neither. I have come as commander of the army of the Lord. Take off your sandals; this place is holy.",
                "Ninguna de las dos cosas. Vengo como Príncipe del ejército del Señor. Quítate las sandalias; este lugar es santo.",
              ],
              [
                "god",
                "March around the city once a day for six days. On the seventh day, march around it seven times. When the priests blow the trumpets, have everyone shout, and the walls will fall.",
                "Marchen alrededor de la ciudad una vez al día durante seis días. El séptimo día, denle siete vueltas. Cuando los sacerdotes toquen las trompetas, que todos griten, y los muros caerán.",
              ],
              [
                "joshua",
                "That's the plan? Walking and shouting? Then that's what we'll do.",
                "¿Ese es el plan? ¿Caminar y gritar? Entonces eso haremos.",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "{joshua} gathers the people. {priest} holds up a ram's-horn trumpet.",
              "{joshua} reúne al pueblo. {priest} levanta una trompeta de cuerno de carnero.",
            ],
            nar: [
              "Joshua told the people exactly what God had said.",
              "Josué le dijo al pueblo exactamente lo que Dios había dicho.",
            ],
            say: [
              [
                "joshua",
                "Priests, take the trumpets and carry the ark of the covenant. Everyone else, march behind them. And not a word until I say shout!",
                "Sacerdotes, tomen las trompetas y lleven el arca del pacto. Todos los demás, marchen detrás. ¡Y ni una palabra hasta que yo diga que griten!",
              ],
              ["crowd", "Not even a whisper?", "¿Ni siquiera un susurro?"],
              ["joshua", "Not even a whisper.", "Ni siquiera un susurro."],
            ],
            mood: "calm",
          },
        ],
      },
      {
        place: ["Around the Walls", "Alrededor de la muralla"],
        beats: [
          {
            dir: [
              "Everyone marches silently in a circle. {priest} blows the trumpet. The guards laugh from the wall.",
              "Todos marchan en círculo, en silencio. {priest} toca la trompeta. Los guardias se ríen desde el muro.",
            ],
            nar: [
              "For six days, the people marched around Jericho once a day. The priests blew their trumpets, but nobody said a word.",
              "Durante seis días, el pueblo marchó alrededor de Jericó una vez al día. Los sacerdotes tocaban las trompetas, pero nadie decía una palabra.",
            ],
            say: [
              ["foes", "What are they doing? Going for a walk?", "¿Qué están haciendo? ¿Dando un paseo?"],
              [
                "foes",
                "Are you going to blow your horns at our walls? Ha!",
                "¿Van a tocarle la trompeta a nuestras murallas? ¡Ja!",
              ],
              [
                "priest",
                "(whispering) Day six. Just one more day.",
                "(susurrando) Día seis. Solo un día más.",
              ],
            ],
            mood: "tension",
          },
          {
            dir: [
              "The marchers circle faster, counting laps on their fingers. The trumpets blast.",
              "Los que marchan dan vueltas más rápido, contando las vueltas con los dedos. Suenan las trompetas.",
            ],
            nar: [
              "On the seventh day they marched around the city seven times. Then the priests blew the trumpets, and Joshua gave the signal.",
              "El séptimo día dieron siete vueltas a la ciudad. Entonces los sacerdotes tocaron las trompetas, y Josué dio la señal.",
            ],
            say: [
              [
                "joshua",
                "Shout! For the Lord has given you the city!",
                "¡Griten! ¡Porque el Señor les ha entregado la ciudad!",
              ],
              ["crowd", "Aaaaaah!", "¡Aaaaaah!"],
              ["foes", "The wall! It's shaking! It's falling!", "¡El muro! ¡Está temblando! ¡Se cae!"],
            ],
            mood: "joy",
            key: true,
          },
          {
            dir: [
              "The cardboard wall tumbles down. {rahab} steps out holding a red cord.",
              "El muro de cartón se derrumba. {rahab} sale sosteniendo un cordón rojo.",
            ],
            nar: [
              "The walls of Jericho fell down flat, and God's people went straight into the city. Joshua kept the promise made to Rahab, who had hidden Israel's spies, and she and her family were saved.",
              "Las murallas de Jericó se desplomaron, y el pueblo de Dios entró directamente en la ciudad. Josué cumplió la promesa hecha a Rahab, que había escondido a los espías de Israel, y ella y su familia se salvaron.",
            ],
            say: [
              [
                "rahab",
                "The red cord is still in my window, just as your spies told me!",
                "¡El cordón rojo sigue en mi ventana, tal como me dijeron sus espías!",
              ],
              [
                "joshua",
                "You trusted the God of Israel, Rahab. You and your family are safe with us.",
                "Confiaste en el Dios de Israel, Rahab. Tú y tu familia están a salvo con nosotros.",
              ],
              [
                "crowd",
                "The walls fell down, just like God said!",
                "¡Los muros cayeron, tal como Dios dijo!",
              ],
            ],
            mood: "joy",
          },
        ],
      },
    ],
    refrain: ["The walls came tumbling down!", "¡Los muros se vinieron abajo!"],
    cue: [
      "stomp your feet as they march, then SHOUT when Joshua gives the signal",
      "marchen con los pies mientras ellos marchan y GRITEN cuando Josué dé la señal",
    ],
    questions: [
      [
        "God's plan sounded strange. Why did Joshua obey?",
        "El plan de Dios parecía extraño. ¿Por qué obedeció Josué?",
      ],
      [
        "How many times did they march around the city on the last day?",
        "¿Cuántas vueltas dieron a la ciudad el último día?",
      ],
      [
        "What seems impossible to you right now that you can trust God with?",
        "¿Qué te parece imposible ahora mismo que puedes confiarle a Dios?",
      ],
    ],
    verse: {
      en: "By faith the walls of Jericho fell down, after they were compassed about seven days.",
      es: "Por fe cayeron los muros de Jericó con rodearlos siete días.",
      ref: "Hebrews 11:30",
      refEs: "Hebreos 11:30",
    },
    props: [
      "cardboard boxes stacked as a wall, paper trumpets, a red cord or ribbon",
      "cajas de cartón apiladas como muro, trompetas de papel, un cordón o cinta roja",
    ],
  },
  {
    id: "gideon",
    title: ["Gideon's Three Hundred", "Los trescientos de Gedeón"],
    ref: "Judges 6:11-7:22",
    keys: [
      "gideon",
      "gedeon",
      "fleece",
      "vellon",
      "300",
      "three hundred",
      "trescientos",
      "trumpets and jars",
      "cantaros",
      "midian",
      "madian",
      "madianitas",
      "midianites",
      "winepress",
      "lagar",
      "mighty warrior",
      "varon esforzado",
    ],
    themes: ["courage", "trust"],
    summary: [
      "God calls fearful Gideon a mighty warrior and, with only three hundred men armed with trumpets, jars and torches, rescues Israel from the Midianites.",
      "Dios llama «varón esforzado» al temeroso Gedeón y, con solo trescientos hombres armados de trompetas, cántaros y antorchas, libra a Israel de los madianitas.",
    ],
    lesson: [
      "God uses ordinary, even fearful people, so that everyone sees His strength.",
      "Dios usa a personas comunes, aun temerosas, para que todos vean su poder.",
    ],
    chars: [
      {
        key: "gideon",
        name: ["GIDEON", "GEDEÓN"],
        desc: ["a farmer who thinks he is nobody special", "un agricultor que se cree poca cosa"],
      },
      {
        key: "angel",
        name: ["ANGEL OF THE LORD", "ÁNGEL DEL SEÑOR"],
        called: ["the angel of the Lord", "el ángel del Señor"],
        desc: ["God's messenger", "el mensajero de Dios"],
      },
      {
        key: "god",
        name: ["VOICE OF GOD", "VOZ DE DIOS"],
        called: ["God", "Dios"],
        desc: ["speaks from offstage", "habla desde fuera del escenario"],
        voice: true,
      },
      { key: "purah", name: ["PURAH", "FURA"], desc: ["Gideon's servant", "el criado de Gedeón"] },
    ],
    crowd: [
      { name: ["SOLDIER", "SOLDADO"], desc: ["one of Gideon's soldiers", "uno de los soldados de Gedeón"] },
      {
        name: ["MIDIANITE", "MADIANITA"],
        desc: ["a soldier in the enemy camp", "un soldado del campamento enemigo"],
        foe: true,
      },
    ],
    scenes: [
      {
        place: ["The Winepress", "El lagar"],
        beats: [
          {
            dir: [
              "{gideon} crouches low, beating wheat and glancing over his shoulder. {angel} sits under a tree, watching.",
              "{gideon} está agachado, sacudiendo trigo y mirando por encima del hombro. {angel} está sentado bajo un árbol, observando.",
            ],
            nar: [
              "For seven years the Midianites raided Israel and stole their food. Gideon was secretly threshing wheat inside a winepress so the enemy would not see.",
              "Durante siete años los madianitas saquearon a Israel y le robaron la comida. Gedeón sacudía trigo a escondidas dentro de un lagar para que el enemigo no lo viera.",
            ],
            say: [
              [
                "gideon",
                "(whispering) Hurry, hurry. If the Midianites see this wheat, they'll take it all.",
                "(susurrando) Rápido, rápido. Si los madianitas ven este trigo, se lo llevarán todo.",
              ],
              ["angel", "The Lord is with you, mighty warrior!", "¡El Señor está contigo, varón esforzado!"],
              [
                "gideon",
                "(jumping) Aaah! Who, me? Mighty warrior? I'm hiding in a winepress!",
                "(saltando) ¡Aaah! ¿Quién, yo? ¿Varón esforzado? ¡Estoy escondido en un lagar!",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "{gideon} sits down hard, shaking his head.",
              "{gideon} se deja caer sentado, negando con la cabeza.",
            ],
            nar: [
              "The angel told Gideon that God was sending him to rescue Israel. Gideon could not believe it.",
              "El ángel le dijo a Gedeón que Dios lo enviaba a salvar a Israel. Gedeón no lo podía creer.",
            ],
            say: [
              [
                "gideon",
                "If the Lord is with us, why has all this happened to us?",
                "Si el Señor está con nosotros, ¿por qué nos ha pasado todo esto?",
              ],
              [
                "angel",
                "Go in the strength you have and save Israel. Am I not sending you?",
                "Ve con esta tu fuerza y salva a Israel. ¿No te envío yo?",
              ],
              [
                "gideon",
                "But my family is the weakest in our tribe, and I'm the least in my family!",
                "¡Pero mi familia es la más pobre de nuestra tribu, y yo soy el menor de mi familia!",
              ],
              ["angel", "I will be with you.", "Yo estaré contigo."],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{gideon} lays a woolly fleece on the floor. Next morning he squeezes water out of it into a bowl.",
              "{gideon} pone un vellón de lana en el suelo. A la mañana siguiente lo exprime y llena un tazón de agua.",
            ],
            nar: [
              "Gideon asked God for a sign. One night the fleece was soaking wet while the ground was dry. The next night, the fleece was dry and the ground was wet.",
              "Gedeón le pidió a Dios una señal. Una noche el vellón quedó empapado y el suelo seco. La noche siguiente, el vellón quedó seco y el suelo mojado.",
            ],
            say: [
              [
                "gideon",
                "Lord, if You will really save Israel through me, make the fleece wet and the ground dry.",
                "Señor, si de verdad vas a salvar a Israel por medio de mí, que el vellón se moje y el suelo quede seco.",
              ],
              [
                "gideon",
                "A whole bowl of water! And the ground is bone dry!",
                "¡Un tazón lleno de agua! ¡Y el suelo está completamente seco!",
              ],
              [
                "purah",
                "Master, the ground is wet today, and the fleece is dry. God has answered you twice.",
                "Amo, hoy el suelo está mojado y el vellón seco. Dios le ha respondido dos veces.",
              ],
            ],
            mood: "wonder",
          },
        ],
      },
      {
        place: ["The Camp of Israel", "El campamento de Israel"],
        beats: [
          {
            dir: ["Soldiers crowd around {gideon}.", "Los soldados rodean a {gideon}."],
            nar: [
              "Thirty-two thousand men came to fight with Gideon. But God said that was too many.",
              "Treinta y dos mil hombres vinieron a pelear con Gedeón. Pero Dios dijo que eran demasiados.",
            ],
            say: [
              [
                "god",
                "You have too many men. Israel would boast that they saved themselves. Tell anyone who is afraid to go home.",
                "Tienes demasiada gente. Israel se jactaría de haberse salvado solo. Di que el que tenga miedo se vuelva a casa.",
              ],
              ["gideon", "Anyone who's scared can go home!", "¡El que tenga miedo, puede volver a casa!"],
              ["crowd", "Well, I'm pretty scared. Bye!", "Bueno, yo tengo bastante miedo. ¡Adiós!"],
              [
                "gideon",
                "Twenty-two thousand just left! Only ten thousand are left.",
                "¡Se fueron veintidós mil! Solo quedan diez mil.",
              ],
              [
                "god",
                "Still too many. Take them down to the water.",
                "Todavía son demasiados. Llévalos al agua.",
              ],
            ],
            mood: "tension",
            key: true,
          },
          {
            dir: [
              "Soldiers kneel at a stream. A few scoop water in their hands and lap it.",
              "Los soldados se arrodillan junto a un arroyo. Unos pocos recogen agua con las manos y la beben a lengüetadas.",
            ],
            nar: [
              "God told Gideon to watch how the men drank. Only three hundred lapped water from their hands, and God chose those three hundred.",
              "Dios le dijo a Gedeón que observara cómo bebían los hombres. Solo trescientos bebieron agua en sus manos, y Dios escogió a esos trescientos.",
            ],
            say: [
              [
                "god",
                "With the three hundred men who lapped, I will save you.",
                "Con estos trescientos hombres que lamieron el agua los salvaré.",
              ],
              [
                "gideon",
                "Three hundred? Against an army as many as grasshoppers?",
                "¿Trescientos? ¿Contra un ejército tan numeroso como langostas?",
              ],
              [
                "crowd",
                "Three hundred of us against all of them?",
                "¿Trescientos de nosotros contra todos ellos?",
              ],
              [
                "gideon",
                "That way everyone will know it was God who won.",
                "Así todos sabrán que fue Dios quien ganó.",
              ],
            ],
            mood: "wonder",
          },
        ],
      },
      {
        place: ["The Enemy Camp at Night", "El campamento enemigo de noche"],
        beats: [
          {
            dir: [
              "The soldiers creep in holding jars and trumpets. The Midianites snore loudly.",
              "Los soldados entran a hurtadillas con cántaros y trompetas. Los madianitas roncan con fuerza.",
            ],
            nar: [
              "In the middle of the night, Gideon gave each man a trumpet and a clay jar with a torch hidden inside.",
              "A medianoche, Gedeón le dio a cada hombre una trompeta y un cántaro de barro con una antorcha escondida dentro.",
            ],
            say: [
              [
                "gideon",
                "(whispering) Watch me, and do exactly what I do.",
                "(susurrando) Mírenme y hagan exactamente lo que yo haga.",
              ],
              ["foes", "(snoring) Zzzz...", "(roncando) Zzzz..."],
              [
                "crowd",
                "(whispering) A trumpet and a jar? That's all we get?",
                "(susurrando) ¿Una trompeta y un cántaro? ¿Eso es todo?",
              ],
            ],
            mood: "tension",
          },
          {
            dir: [
              "Trumpets blare, jars crash, flashlights shine. The Midianites leap up and run in every direction.",
              "Suenan las trompetas, se rompen los cántaros, brillan las linternas. Los madianitas se levantan de un salto y corren en todas direcciones.",
            ],
            nar: [
              "At Gideon's signal they blew the trumpets, smashed the jars and held up the torches. The enemy army panicked and ran.",
              "A la señal de Gedeón tocaron las trompetas, rompieron los cántaros y levantaron las antorchas. El ejército enemigo se llenó de pánico y huyó.",
            ],
            say: [
              ["gideon", "For the Lord and for Gideon!", "¡Por el Señor y por Gedeón!"],
              ["crowd", "For the Lord and for Gideon!", "¡Por el Señor y por Gedeón!"],
              ["foes", "We're surrounded! Run for your lives!", "¡Estamos rodeados! ¡Sálvese quien pueda!"],
              ["gideon", "The Lord has given us the victory!", "¡El Señor nos ha dado la victoria!"],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["For the Lord and for Gideon!", "¡Por el Señor y por Gedeón!"],
    cue: [
      "blow pretend trumpets and shout “For the Lord and for Gideon!”",
      "toquen trompetas imaginarias y griten “¡Por el Señor y por Gedeón!”",
    ],
    questions: [
      [
        "Why did the angel call Gideon a mighty warrior when he was hiding?",
        "¿Por qué el ángel llamó «varón esforzado» a Gedeón si estaba escondido?",
      ],
      ["Why did God make Gideon's army smaller?", "¿Por qué Dios hizo más pequeño el ejército de Gedeón?"],
      [
        "How could God use you, even when you feel small?",
        "¿Cómo podría Dios usarte, aunque te sientas pequeño?",
      ],
    ],
    verse: {
      en: "And the angel of the LORD appeared unto him, and said unto him, The LORD is with thee, thou mighty man of valour.",
      es: "Y el ángel de Jehová se le apareció, y díjole: Jehová es contigo, varón esforzado.",
      ref: "Judges 6:12",
      refEs: "Jueces 6:12",
    },
    props: [
      "a woolly blanket for the fleece, paper cups for jars, flashlights, kazoos or paper trumpets",
      "una manta de lana como vellón, vasos de papel como cántaros, linternas, trompetas de papel",
    ],
  },
  {
    id: "samson",
    title: ["Samson", "Sansón"],
    ref: "Judges 16:4-30",
    alsoRefs: ["Judges 13:1-25", "Judges 14:5-6"],
    keys: [
      "samson",
      "sanson",
      "delilah",
      "dalila",
      "hair",
      "cabello",
      "strength",
      "strongest",
      "fuerza",
      "pillars",
      "columnas",
      "dagon",
      "lion",
      "leon",
      "philistines",
      "filisteos",
    ],
    themes: ["obedience", "prayer"],
    summary: [
      "God gives Samson great strength, but he gives away the secret to Delilah and is captured; in prison he turns back to God, who strengthens him one last time.",
      "Dios le da a Sansón una gran fuerza, pero él le revela su secreto a Dalila y es capturado; en la cárcel se vuelve a Dios, que lo fortalece por última vez.",
    ],
    lesson: [
      "Our strength comes from God, and He hears us when we turn back to Him.",
      "Nuestra fuerza viene de Dios, y Él nos escucha cuando volvemos a Él.",
    ],
    chars: [
      {
        key: "samson",
        name: ["SAMSON", "SANSÓN"],
        desc: ["the strongest man in Israel", "el hombre más fuerte de Israel"],
      },
      {
        key: "delilah",
        name: ["DELILAH", "DALILA"],
        desc: ["a woman paid to learn his secret", "una mujer a la que pagan para descubrir su secreto"],
        foe: true,
      },
      {
        key: "ruler",
        name: ["PHILISTINE RULER", "PRÍNCIPE FILISTEO"],
        called: ["a Philistine ruler", "un príncipe filisteo"],
        desc: ["one of Israel's enemies", "uno de los enemigos de Israel"],
        foe: true,
      },
      {
        key: "boy",
        name: ["SERVANT BOY", "MUCHACHO"],
        called: ["the servant boy", "el muchacho"],
        desc: ["leads Samson by the hand", "guía a Sansón de la mano"],
      },
      { key: "manoah", name: ["MANOAH", "MANOA"], desc: ["Samson's father", "el padre de Sansón"] },
      {
        key: "angel",
        name: ["ANGEL OF THE LORD", "ÁNGEL DEL SEÑOR"],
        called: ["the angel of the Lord", "el ángel del Señor"],
        desc: ["God's messenger", "el mensajero de Dios"],
      },
    ],
    crowd: [
      { name: ["ISRAELITE", "ISRAELITA"], desc: ["one of God's people", "uno del pueblo de Dios"] },
      {
        name: ["PHILISTINE", "FILISTEO"],
        desc: ["one of Israel's enemies", "uno de los enemigos de Israel"],
        foe: true,
      },
    ],
    scenes: [
      {
        place: ["Manoah's House", "La casa de Manoa"],
        beats: [
          {
            dir: [
              "{angel} appears to {manoah}, who drops to his knees.",
              "{angel} se le aparece a {manoah}, que cae de rodillas.",
            ],
            nar: [
              "An angel told Manoah and his wife that they would have a son who would begin to rescue Israel from the Philistines. His hair must never be cut, as a sign that he belonged to God.",
              "Un ángel les dijo a Manoa y a su esposa que tendrían un hijo que comenzaría a librar a Israel de los filisteos. Nunca debían cortarle el cabello, como señal de que pertenecía a Dios.",
            ],
            say: [
              [
                "angel",
                "Your son will be set apart for God from birth. No razor may ever touch his head.",
                "Tu hijo será apartado para Dios desde su nacimiento. Nunca pasará navaja sobre su cabeza.",
              ],
              ["manoah", "We will raise him just as you say.", "Lo criaremos tal como dices."],
            ],
            mood: "wonder",
          },
          {
            dir: [
              "An actor in a lion mask roars at {samson}, who wrestles it to the ground.",
              "Un actor con máscara de león le ruge a {samson}, que lo derriba luchando.",
            ],
            nar: [
              "Samson grew up, and God gave him amazing strength. Once a young lion roared at him, and Samson defeated it with his bare hands.",
              "Sansón creció, y Dios le dio una fuerza asombrosa. Una vez un león joven le rugió, y Sansón lo venció con sus propias manos.",
            ],
            say: [
              ["crowd", "Look out, Samson! A lion!", "¡Cuidado, Sansón! ¡Un león!"],
              ["samson", "The Spirit of the Lord gave me strength!", "¡El Espíritu del Señor me dio fuerza!"],
              [
                "crowd",
                "With his bare hands! Nobody is that strong!",
                "¡Con sus propias manos! ¡Nadie es tan fuerte!",
              ],
            ],
            mood: "wonder",
            key: true,
          },
        ],
      },
      {
        place: ["Delilah's House", "La casa de Dalila"],
        beats: [
          {
            dir: [
              "{ruler} hands {delilah} a heavy bag of coins.",
              "{ruler} le entrega a {delilah} una pesada bolsa de monedas.",
            ],
            nar: [
              "Later Samson fell in love with a woman named Delilah. The Philistine rulers offered her a fortune in silver to discover the secret of his strength.",
              "Más tarde Sansón se enamoró de una mujer llamada Dalila. Los príncipes filisteos le ofrecieron una fortuna en plata para descubrir el secreto de su fuerza.",
            ],
            say: [
              [
                "ruler",
                "Find out what makes him so strong, and each of us will give you eleven hundred pieces of silver.",
                "Descubre qué lo hace tan fuerte, y cada uno de nosotros te dará mil cien piezas de plata.",
              ],
              ["delilah", "(counting the coins) Leave it to me.", "(contando las monedas) Déjenmelo a mí."],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{delilah} ties {samson}'s wrists with thin ropes. He snaps them easily.",
              "{delilah} le ata las muñecas a {samson} con cuerdas finas. Él las rompe fácilmente.",
            ],
            nar: [
              "Again and again Delilah begged Samson to tell her his secret. Three times he tricked her, and three times the Philistines failed to capture him.",
              "Una y otra vez Dalila le rogó a Sansón que le contara su secreto. Tres veces la engañó, y tres veces los filisteos no pudieron atraparlo.",
            ],
            say: [
              ["delilah", "Samson, the Philistines are upon you!", "¡Sansón, los filisteos sobre ti!"],
              [
                "samson",
                "(snapping the ropes) Ha! Was that supposed to hold me?",
                "(rompiendo las cuerdas) ¡Ja! ¿Con eso pensabas sujetarme?",
              ],
              [
                "delilah",
                "You keep lying to me. How can you say you love me?",
                "Siempre me mientes. ¿Cómo puedes decir que me amas?",
              ],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{samson} falls asleep. {delilah} signals, and someone snips off his long hair. Philistines burst in.",
              "{samson} se queda dormido. {delilah} hace una seña, y alguien le corta el cabello largo. Entran los filisteos de golpe.",
            ],
            nar: [
              "Day after day she nagged him, until at last Samson told her everything. While he slept, she had his hair cut off, and the Lord's strength left him.",
              "Día tras día lo presionó, hasta que por fin Sansón se lo contó todo. Mientras dormía, ella hizo que le cortaran el cabello, y la fuerza del Señor se apartó de él.",
            ],
            say: [
              [
                "samson",
                "No razor has ever touched my head. If my hair were cut, I would be as weak as any other man.",
                "Nunca ha pasado navaja sobre mi cabeza. Si me cortaran el cabello, sería tan débil como cualquier hombre.",
              ],
              ["delilah", "Samson, the Philistines are upon you!", "¡Sansón, los filisteos sobre ti!"],
              [
                "samson",
                "(waking) I'll shake myself free like before... Why can't I move?",
                "(despertando) Me soltaré como las otras veces... ¿Por qué no puedo moverme?",
              ],
              ["foes", "We've got him! Samson is ours!", "¡Lo atrapamos! ¡Sansón es nuestro!"],
            ],
            mood: "sad",
            key: true,
          },
        ],
      },
      {
        place: ["The Temple of Dagon", "El templo de Dagón"],
        beats: [
          {
            dir: [
              "{samson}, his eyes bandaged, pushes a heavy millstone round and round.",
              "{samson}, con los ojos vendados, empuja una pesada piedra de molino dando vueltas.",
            ],
            nar: [
              "The Philistines blinded Samson and made him grind grain in prison. But slowly, his hair began to grow again.",
              "Los filisteos dejaron ciego a Sansón y lo pusieron a moler grano en la cárcel. Pero poco a poco, su cabello comenzó a crecer de nuevo.",
            ],
            say: [
              [
                "samson",
                "Lord, I broke my promise to You. I'm so sorry.",
                "Señor, rompí mi promesa contigo. Lo siento mucho.",
              ],
              ["crowd", "Look. His hair is growing back.", "Miren. Le está volviendo a crecer el cabello."],
            ],
            mood: "sad",
          },
          {
            dir: [
              "Philistines laugh and point. {boy} leads {samson} between two cardboard pillars.",
              "Los filisteos se ríen y señalan. {boy} lleva a {samson} entre dos columnas de cartón.",
            ],
            nar: [
              "At a great feast for their god Dagon, the Philistines brought Samson out to mock him. Samson prayed one last time.",
              "En una gran fiesta para su dios Dagón, los filisteos sacaron a Sansón para burlarse de él. Sansón oró por última vez.",
            ],
            say: [
              ["foes", "Bring out Samson! Let him entertain us!", "¡Traigan a Sansón! ¡Que nos divierta!"],
              [
                "samson",
                "Let me feel the pillars that hold up the temple.",
                "Déjame tocar las columnas que sostienen el templo.",
              ],
              ["boy", "Here they are, sir.", "Aquí están, señor."],
              [
                "samson",
                "Lord God, remember me. Strengthen me, just once more.",
                "Señor Dios, acuérdate de mí. Fortaléceme solo esta vez.",
              ],
            ],
            mood: "tension",
            key: true,
          },
          {
            dir: [
              "{samson} pushes the pillars apart. Everyone freezes, then the lights go out with a crash of cymbals.",
              "{samson} empuja las columnas. Todos se quedan inmóviles, y luego las luces se apagan con un estruendo de platillos.",
            ],
            nar: [
              "Samson pushed with all his might, and the temple came crashing down. God heard his prayer, and through Samson He rescued Israel from its enemies.",
              "Sansón empujó con todas sus fuerzas, y el templo se vino abajo. Dios escuchó su oración, y por medio de Sansón libró a Israel de sus enemigos.",
            ],
            say: [
              ["foes", "The pillars are moving! Run!", "¡Las columnas se mueven! ¡Corran!"],
              ["crowd", "God answered his prayer.", "Dios respondió su oración."],
            ],
            mood: "wonder",
          },
        ],
      },
    ],
    refrain: ["My strength comes from the Lord!", "¡Mi fuerza viene del Señor!"],
    cue: ["flex your muscles like Samson", "muestren los músculos como Sansón"],
    questions: [
      ["Where did Samson's strength really come from?", "¿De dónde venía realmente la fuerza de Sansón?"],
      ["What mistake did Samson make?", "¿Qué error cometió Sansón?"],
      [
        "What did Samson do when he realised his mistake?",
        "¿Qué hizo Sansón cuando se dio cuenta de su error?",
      ],
    ],
    verse: {
      en: "God is our refuge and strength, a very present help in trouble.",
      es: "Dios es nuestro amparo y fortaleza, nuestro pronto auxilio en las tribulaciones.",
      ref: "Psalm 46:1",
      refEs: "Salmos 46:1",
    },
    props: [
      "a long wig or scarf for hair, thin rope, two cardboard pillars, a bag of coins",
      "una peluca o pañuelo largo como cabello, cuerda fina, dos columnas de cartón, una bolsa de monedas",
    ],
  },
  {
    id: "ruth",
    title: ["Ruth and Naomi", "Rut y Noemí"],
    ref: "Ruth 1:1-4:17",
    keys: [
      "ruth",
      "rut",
      "naomi",
      "noemi",
      "boaz",
      "booz",
      "moab",
      "gleaning",
      "espigar",
      "espigas",
      "barley",
      "cebada",
      "loyalty",
      "where you go",
      "a donde tu vayas",
      "redeemer",
      "redentor",
      "obed",
    ],
    themes: ["friendship", "kindness"],
    summary: [
      "After tragedy, Ruth refuses to leave her mother-in-law Naomi; in Bethlehem, kind Boaz protects Ruth, marries her and becomes the family's redeemer.",
      "Después de una tragedia, Rut se niega a dejar a su suegra Noemí; en Belén, el bondadoso Booz protege a Rut, se casa con ella y se convierte en el redentor de la familia.",
    ],
    lesson: [
      "Faithful love sticks with people, and God honours it.",
      "El amor fiel no abandona a nadie, y Dios lo honra.",
    ],
    chars: [
      {
        key: "ruth",
        name: ["RUTH", "RUT"],
        desc: ["a loyal young widow from Moab", "una joven viuda de Moab, muy leal"],
      },
      { key: "naomi", name: ["NAOMI", "NOEMÍ"], desc: ["Ruth's mother-in-law", "la suegra de Rut"] },
      {
        key: "boaz",
        name: ["BOAZ", "BOOZ"],
        desc: ["a kind landowner of Bethlehem", "un bondadoso terrateniente de Belén"],
      },
      {
        key: "orpah",
        name: ["ORPAH", "ORFA"],
        desc: ["Naomi's other daughter-in-law", "la otra nuera de Noemí"],
      },
      {
        key: "foreman",
        name: ["FOREMAN", "CAPATAZ"],
        desc: ["in charge of Boaz's harvesters", "encargado de los segadores de Booz"],
      },
      {
        key: "relative",
        name: ["CLOSER RELATIVE", "PARIENTE CERCANO"],
        called: ["the closer relative", "el pariente más cercano"],
        desc: ["Naomi's nearest relative", "el pariente más cercano de Noemí"],
      },
    ],
    crowd: [
      {
        name: ["HARVESTER", "SEGADOR"],
        desc: ["a worker in Boaz's fields", "un trabajador en los campos de Booz"],
      },
      { name: ["TOWNSWOMAN", "VECINA"], desc: ["a woman of Bethlehem", "una mujer de Belén"] },
    ],
    scenes: [
      {
        place: ["The Road from Moab", "El camino desde Moab"],
        beats: [
          {
            dir: [
              "{naomi}, {ruth} and {orpah} walk slowly, carrying bundles.",
              "{naomi}, {ruth} y {orpah} caminan despacio, cargando bultos.",
            ],
            nar: [
              "During a famine, Naomi and her family moved to the land of Moab. There her husband and both her sons died. Naomi decided to go home to Bethlehem.",
              "Durante un tiempo de hambre, Noemí y su familia se fueron a vivir a Moab. Allí murieron su esposo y sus dos hijos. Noemí decidió volver a Belén.",
            ],
            say: [
              [
                "naomi",
                "Go back, my daughters. Go home to your mothers. May the Lord be kind to you, as you have been kind to me.",
                "Vuélvanse, hijas mías. Vuelvan a casa de sus madres. Que el Señor sea bueno con ustedes, como ustedes lo han sido conmigo.",
              ],
              [
                "orpah",
                "(crying, hugging Naomi) Goodbye, Naomi.",
                "(llorando, abrazando a Noemí) Adiós, Noemí.",
              ],
              ["naomi", "Go with her, Ruth.", "Vete con ella, Rut."],
              [
                "ruth",
                "Don't ask me to leave you! Where you go, I will go. Where you stay, I will stay. Your people will be my people, and your God my God.",
                "¡No me pidas que te deje! A donde tú vayas, iré yo. Donde tú vivas, viviré. Tu pueblo será mi pueblo, y tu Dios mi Dios.",
              ],
            ],
            mood: "sad",
            key: true,
          },
          {
            dir: [
              "Townswomen whisper as {naomi} and {ruth} arrive.",
              "Las vecinas murmuran al ver llegar a {naomi} y {ruth}.",
            ],
            nar: [
              "So Naomi and Ruth travelled to Bethlehem together. They arrived just as the barley harvest was beginning.",
              "Así que Noemí y Rut viajaron juntas a Belén. Llegaron justo cuando comenzaba la cosecha de la cebada.",
            ],
            say: [
              ["crowd:1", "Can this really be Naomi?", "¿De verdad es Noemí?"],
              [
                "naomi",
                "Don't call me Naomi. Call me Mara, because my life has become so bitter.",
                "No me llamen Noemí. Llámenme Mara, porque mi vida se ha vuelto muy amarga.",
              ],
              [
                "ruth",
                "We're home now, Naomi. We'll find a way.",
                "Ya estamos en casa, Noemí. Encontraremos la manera.",
              ],
            ],
            mood: "sad",
          },
        ],
      },
      {
        place: ["Boaz's Field", "El campo de Booz"],
        beats: [
          {
            dir: [
              "Harvesters cut grain. {ruth} follows behind, picking up fallen stalks. {boaz} arrives.",
              "Los segadores cortan el grano. {ruth} va detrás recogiendo las espigas caídas. Llega {boaz}.",
            ],
            nar: [
              "To get food, Ruth went to glean, picking up the grain the harvesters left behind. She happened to come to the field of Boaz, a relative of Naomi.",
              "Para conseguir comida, Rut fue a espigar, recogiendo el grano que dejaban los segadores. Y llegó justamente al campo de Booz, un pariente de Noemí.",
            ],
            say: [
              ["boaz", "The Lord be with you!", "¡El Señor sea con ustedes!"],
              ["crowd:0", "The Lord bless you!", "¡El Señor te bendiga!"],
              ["boaz", "Who is that young woman?", "¿Quién es esa joven?"],
              [
                "foreman",
                "She's the Moabite who came back with Naomi. She has worked hard since early this morning.",
                "Es la moabita que volvió con Noemí. Ha trabajado duro desde muy temprano.",
              ],
            ],
            mood: "calm",
            key: true,
          },
          {
            dir: [
              "{boaz} walks over to {ruth}, who bows low.",
              "{boaz} se acerca a {ruth}, que se inclina hasta el suelo.",
            ],
            nar: [
              "Boaz was kind to Ruth. He told her to stay in his field, and he made sure she was safe and had plenty.",
              "Booz fue bondadoso con Rut. Le dijo que se quedara en su campo, y se aseguró de que estuviera segura y tuviera de sobra.",
            ],
            say: [
              [
                "boaz",
                "Stay in my field. Drink from our water jars whenever you are thirsty.",
                "Quédate en mi campo. Bebe de nuestras vasijas de agua cuando tengas sed.",
              ],
              [
                "ruth",
                "Why are you so kind to me? I'm a foreigner.",
                "¿Por qué eres tan bueno conmigo? Soy extranjera.",
              ],
              [
                "boaz",
                "I've heard how you left your home to take care of Naomi. May the Lord, under whose wings you have come for shelter, reward you.",
                "Me han contado cómo dejaste tu tierra para cuidar a Noemí. Que el Señor, bajo cuyas alas has venido a refugiarte, te recompense.",
              ],
              [
                "boaz",
                "(to the harvesters) Drop a little extra grain for her, on purpose.",
                "(a los segadores) Dejen caer un poco más de grano para ella, a propósito.",
              ],
            ],
            mood: "joy",
          },
          {
            dir: [
              "{ruth} staggers in with an overflowing basket. {naomi} gasps.",
              "{ruth} entra tambaleándose con una canasta rebosante. {naomi} se queda boquiabierta.",
            ],
            nar: [
              "That evening Ruth came home with a huge basket of barley.",
              "Esa tarde Rut volvió a casa con una enorme canasta de cebada.",
            ],
            say: [
              [
                "naomi",
                "Where did you work today? Bless the man who was so kind to you!",
                "¿Dónde trabajaste hoy? ¡Bendito el hombre que fue tan bueno contigo!",
              ],
              ["ruth", "His name is Boaz.", "Se llama Booz."],
              [
                "naomi",
                "Boaz! He is one of our close relatives, one who can redeem us! The Lord has not stopped showing His kindness!",
                "¡Booz! ¡Es uno de nuestros parientes cercanos, uno que puede redimirnos! ¡El Señor no ha dejado de mostrarnos su bondad!",
              ],
            ],
            mood: "joy",
          },
        ],
      },
      {
        place: ["The Town Gate of Bethlehem", "La puerta de Belén"],
        beats: [
          {
            dir: [
              "{boaz} sits at the town gate. {relative} strolls by.",
              "{boaz} está sentado a la puerta de la ciudad. Pasa {relative}.",
            ],
            nar: [
              "As a close relative, Boaz could buy back Naomi's land and marry Ruth, to care for the family. But another relative was even closer.",
              "Como pariente cercano, Booz podía rescatar la tierra de Noemí y casarse con Rut para cuidar de la familia. Pero había otro pariente aún más cercano.",
            ],
            say: [
              [
                "boaz",
                "Friend, Naomi's land is for sale. You are the closest relative. Will you redeem it?",
                "Amigo, la tierra de Noemí está en venta. Tú eres el pariente más cercano. ¿La rescatarás?",
              ],
              [
                "relative",
                "I will. But I would have to marry Ruth too? Then I can't. You do it.",
                "Sí. Pero ¿también tendría que casarme con Rut? Entonces no puedo. Hazlo tú.",
              ],
              [
                "boaz",
                "You are all witnesses today: I will redeem Naomi's land, and Ruth will be my wife.",
                "Ustedes son testigos hoy: rescataré la tierra de Noemí, y Rut será mi esposa.",
              ],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{ruth} places a bundled baby in {naomi}'s arms. Everyone gathers round.",
              "{ruth} pone un bebé envuelto en brazos de {naomi}. Todos se reúnen alrededor.",
            ],
            nar: [
              "Boaz married Ruth, and God gave them a son named Obed. Naomi held the baby in her arms, and her heart was filled with joy again. Obed became the grandfather of King David.",
              "Booz se casó con Rut, y Dios les dio un hijo llamado Obed. Noemí tomó al bebé en sus brazos, y su corazón volvió a llenarse de alegría. Obed fue el abuelo del rey David.",
            ],
            say: [
              [
                "naomi",
                "A grandson! The Lord has given me a family again.",
                "¡Un nieto! El Señor me ha vuelto a dar una familia.",
              ],
              [
                "crowd:1",
                "Praise the Lord, who has not left you without a redeemer!",
                "¡Alabado sea el Señor, que no te ha dejado sin redentor!",
              ],
              ["ruth", "His name is Obed.", "Se llama Obed."],
              [
                "boaz",
                "And from his family, one day, a king will come.",
                "Y de su familia, un día, saldrá un rey.",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["Where you go, I will go!", "¡A donde tú vayas, iré yo!"],
    cue: ["say “Awww!” when Naomi holds the baby", "digan “¡Ayyy!” cuando Noemí cargue al bebé"],
    questions: [
      ["Why did Ruth stay with Naomi?", "¿Por qué se quedó Rut con Noemí?"],
      ["How did Boaz show kindness to Ruth?", "¿Cómo mostró Booz su bondad con Rut?"],
      ["Who in Ruth's family became king one day?", "¿Quién de la familia de Rut llegó a ser rey?"],
    ],
    verse: {
      en: "And Ruth said, Intreat me not to leave thee, or to return from following after thee: for whither thou goest, I will go; and where thou lodgest, I will lodge: thy people shall be my people, and thy God my God.",
      es: "Y Ruth respondió: No me ruegues que te deje, y me aparte de ti: porque donde quiera que tú fueres, iré yo; y donde quiera que vivieres, viviré. Tu pueblo será mi pueblo, y tu Dios mi Dios.",
      ref: "Ruth 1:16",
      refEs: "Rut 1:16",
    },
    props: [
      "baskets, bundles of dried grass for grain, a baby doll",
      "canastas, manojos de pasto seco como grano, un muñeco bebé",
    ],
  },
  {
    id: "hannah-and-samuel",
    title: ["Hannah's Prayer and Samuel's Call", "La oración de Ana y el llamado de Samuel"],
    ref: "1 Samuel 1:1-3:10",
    keys: [
      "hannah",
      "ana",
      "samuel",
      "eli",
      "shiloh",
      "silo",
      "speak lord",
      "habla senor",
      "your servant is listening",
      "tu siervo oye",
      "prayer for a child",
      "tabernacle",
      "tabernaculo",
      "elkanah",
      "elcana",
    ],
    themes: ["prayer", "obedience"],
    summary: [
      "Hannah pours out her heart to God for a son; God answers, and young Samuel grows up in God's house, where one night he hears God call his name.",
      "Ana le abre su corazón a Dios y le pide un hijo; Dios le responde, y el pequeño Samuel crece en la casa de Dios, donde una noche oye que Dios lo llama por su nombre.",
    ],
    lesson: [
      "God hears our prayers, and He still speaks to those who listen.",
      "Dios escucha nuestras oraciones, y todavía habla a quienes le escuchan.",
    ],
    chars: [
      {
        key: "hannah",
        name: ["HANNAH", "ANA"],
        desc: ["a woman who longs for a child", "una mujer que anhela tener un hijo"],
      },
      {
        key: "samuel",
        name: ["SAMUEL", "SAMUEL"],
        desc: ["Hannah's son, who serves in God's house", "el hijo de Ana, que sirve en la casa de Dios"],
      },
      {
        key: "eli",
        name: ["ELI", "ELÍ"],
        desc: ["the old priest at Shiloh", "el anciano sacerdote de Silo"],
      },
      {
        key: "god",
        name: ["VOICE OF GOD", "VOZ DE DIOS"],
        called: ["God", "Dios"],
        desc: ["calls in the night", "llama en la noche"],
        voice: true,
      },
      { key: "elkanah", name: ["ELKANAH", "ELCANA"], desc: ["Hannah's husband", "el esposo de Ana"] },
      {
        key: "peninnah",
        name: ["PENINNAH", "PENINA"],
        desc: ["teases Hannah", "se burla de Ana"],
        foe: true,
      },
    ],
    crowd: [
      { name: ["WORSHIPPER", "ADORADOR"], desc: ["a worshipper at Shiloh", "alguien que adora en Silo"] },
    ],
    scenes: [
      {
        place: ["The House of the Lord at Shiloh", "La casa del Señor en Silo"],
        beats: [
          {
            dir: [
              "{peninnah} walks past {hannah} with a smirk. {hannah} weeps.",
              "{peninnah} pasa junto a {hannah} con una sonrisa burlona. {hannah} llora.",
            ],
            nar: [
              "Every year Hannah went with her husband Elkanah to worship at Shiloh. Hannah had no children, and it broke her heart.",
              "Cada año Ana iba con su esposo Elcana a adorar a Silo. Ana no tenía hijos, y eso le partía el corazón.",
            ],
            say: [
              [
                "peninnah",
                "Oh, Hannah, still no children? What a shame.",
                "Ay, Ana, ¿todavía sin hijos? Qué pena.",
              ],
              [
                "elkanah",
                "Hannah, why are you crying? Don't I mean more to you than ten sons?",
                "Ana, ¿por qué lloras? ¿No soy yo mejor para ti que diez hijos?",
              ],
              [
                "hannah",
                "I love you, Elkanah. But my heart is so heavy.",
                "Te quiero, Elcana. Pero tengo el corazón muy cargado.",
              ],
            ],
            mood: "sad",
          },
          {
            dir: [
              "{hannah} kneels, her lips moving silently. {eli} watches from his seat by the door.",
              "{hannah} se arrodilla y mueve los labios sin hacer ruido. {eli} la observa desde su asiento junto a la puerta.",
            ],
            nar: [
              "Hannah went to the house of the Lord and poured out her heart to God. She prayed so hard that her lips moved but no sound came out.",
              "Ana fue a la casa del Señor y le abrió su corazón a Dios. Oraba con tanta intensidad que movía los labios, pero no se oía su voz.",
            ],
            say: [
              [
                "hannah",
                "(whispering) Lord, please see my sorrow. If You give me a son, I will give him back to You for all his life.",
                "(susurrando) Señor, por favor mira mi aflicción. Si me das un hijo, te lo devolveré para toda su vida.",
              ],
              ["eli", "Woman, have you been drinking?", "Mujer, ¿has estado bebiendo?"],
              [
                "hannah",
                "No, sir! I'm deeply troubled. I was pouring out my soul to the Lord.",
                "¡No, señor! Estoy muy afligida. Estaba derramando mi alma delante del Señor.",
              ],
              [
                "eli",
                "Then go in peace. May the God of Israel give you what you have asked.",
                "Entonces ve en paz. Que el Dios de Israel te conceda lo que le has pedido.",
              ],
            ],
            mood: "sad",
            key: true,
          },
          {
            dir: [
              "{hannah} rocks a baby and sings softly. {elkanah} beams.",
              "{hannah} mece a un bebé y canta suavemente. {elkanah} sonríe de oreja a oreja.",
            ],
            nar: [
              "God remembered Hannah. She had a baby boy and named him Samuel, because she had asked the Lord for him.",
              "Dios se acordó de Ana. Tuvo un niño y lo llamó Samuel, porque se lo había pedido al Señor.",
            ],
            say: [
              [
                "hannah",
                "Samuel. Because I asked the Lord for you, and He heard me.",
                "Samuel. Porque te pedí al Señor, y Él me escuchó.",
              ],
              ["elkanah", "God heard you, Hannah!", "¡Dios te escuchó, Ana!"],
              [
                "hannah",
                "My heart rejoices in the Lord! There is no one holy like the Lord!",
                "¡Mi corazón se regocija en el Señor! ¡No hay santo como el Señor!",
              ],
            ],
            mood: "joy",
          },
          {
            dir: [
              "{hannah} leads young {samuel} by the hand to {eli}.",
              "{hannah} lleva de la mano al pequeño {samuel} ante {eli}.",
            ],
            nar: [
              "When Samuel was old enough, Hannah brought him to Eli, just as she had promised. Samuel grew up serving God in the tabernacle.",
              "Cuando Samuel tuvo edad suficiente, Ana lo llevó ante Elí, tal como lo había prometido. Samuel creció sirviendo a Dios en el tabernáculo.",
            ],
            say: [
              [
                "hannah",
                "Do you remember me? I prayed for this boy, and the Lord gave him to me. Now I give him to the Lord.",
                "¿Se acuerda de mí? Oré por este niño, y el Señor me lo dio. Ahora yo se lo doy al Señor.",
              ],
              [
                "samuel",
                "I'll help you, Eli. I can light the lamps!",
                "Yo te ayudaré, Elí. ¡Puedo encender las lámparas!",
              ],
              [
                "eli",
                "Welcome, Samuel. You will be a great help.",
                "Bienvenido, Samuel. Serás de gran ayuda.",
              ],
              [
                "hannah",
                "I'll come every year and bring you a new robe. I love you.",
                "Vendré cada año y te traeré una túnica nueva. Te quiero.",
              ],
            ],
            mood: "calm",
          },
        ],
      },
      {
        place: ["Night in the Tabernacle", "De noche en el tabernáculo"],
        beats: [
          {
            dir: [
              "{samuel} sleeps on a mat near a lamp. {eli} sleeps nearby. A voice calls softly.",
              "{samuel} duerme en una estera junto a una lámpara. {eli} duerme cerca. Una voz llama suavemente.",
            ],
            nar: [
              "One night, when Samuel was lying down near the lamp of God, he heard a voice call his name.",
              "Una noche, cuando Samuel estaba acostado cerca de la lámpara de Dios, oyó una voz que lo llamaba por su nombre.",
            ],
            say: [
              ["god", "Samuel!", "¡Samuel!"],
              [
                "samuel",
                "(running to Eli) Here I am! You called me.",
                "(corriendo hacia Elí) ¡Aquí estoy! Me llamaste.",
              ],
              [
                "eli",
                "(yawning) I didn't call you, my son. Go back to bed.",
                "(bostezando) Yo no te llamé, hijo. Vuelve a acostarte.",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "{samuel} runs back and forth. {eli} sits up slowly, understanding.",
              "{samuel} corre de un lado a otro. {eli} se incorpora despacio, comprendiendo.",
            ],
            nar: [
              "It happened again, and again. The third time, Eli realised that the Lord was calling the boy.",
              "Volvió a pasar, una y otra vez. La tercera vez, Elí entendió que el Señor estaba llamando al niño.",
            ],
            say: [
              ["god", "Samuel!", "¡Samuel!"],
              ["samuel", "Here I am, Eli. You did call me!", "Aquí estoy, Elí. ¡Sí me llamaste!"],
              [
                "eli",
                "Samuel, it's the Lord. Go and lie down. If He calls again, say: Speak, Lord, for Your servant is listening.",
                "Samuel, es el Señor. Ve y acuéstate. Si te vuelve a llamar, di: Habla, Señor, que tu siervo escucha.",
              ],
            ],
            mood: "wonder",
          },
          {
            dir: [
              "{samuel} lies down, eyes wide open. The lights glow soft and golden.",
              "{samuel} se acuesta con los ojos bien abiertos. Las luces brillan suaves y doradas.",
            ],
            nar: [
              "The Lord came and stood there and called as before.",
              "El Señor vino, se paró allí y lo llamó como las otras veces.",
            ],
            say: [
              ["god", "Samuel! Samuel!", "¡Samuel! ¡Samuel!"],
              [
                "samuel",
                "Speak, Lord, for Your servant is listening.",
                "Habla, Señor, que tu siervo escucha.",
              ],
              [
                "god",
                "I am about to do something in Israel that will make everyone who hears it tingle.",
                "Voy a hacer algo en Israel que a todo el que lo oiga le retiñirán los oídos.",
              ],
              ["samuel", "(to the audience) God talked to me. To me!", "(al público) Dios me habló. ¡A mí!"],
            ],
            mood: "wonder",
            key: true,
          },
        ],
      },
    ],
    refrain: ["Speak, Lord, I'm listening!", "¡Habla, Señor, que te escucho!"],
    cue: ["call out softly, “Samuel!”", "llamen en voz bajita: “¡Samuel!”"],
    questions: [
      ["What did Hannah pray for?", "¿Qué le pidió Ana a Dios?"],
      ["How did Hannah keep her promise?", "¿Cómo cumplió Ana su promesa?"],
      ["How can we listen to God today?", "¿Cómo podemos escuchar a Dios hoy?"],
    ],
    verse: {
      en: "And the LORD came, and stood, and called as at other times, Samuel, Samuel. Then Samuel answered, Speak; for thy servant heareth.",
      es: "Y vino Jehová, y paróse, y llamó como las otras veces: ¡Samuel, Samuel! Entonces Samuel dijo: Habla, que tu siervo oye.",
      ref: "1 Samuel 3:10",
      refEs: "1 Samuel 3:10",
    },
    props: [
      "a baby doll, a small robe, a sleeping mat, a battery candle or lamp",
      "un muñeco bebé, una túnica pequeña, una estera, una vela o lámpara de pilas",
    ],
  },
  {
    id: "david-and-goliath",
    title: ["David and Goliath", "David y Goliat"],
    ref: "1 Samuel 17:1-50",
    keys: [
      "david",
      "goliath",
      "goliat",
      "giant",
      "gigante",
      "sling",
      "honda",
      "five stones",
      "cinco piedras",
      "five smooth stones",
      "saul",
      "philistine",
      "philistines",
      "filisteo",
      "filisteos",
      "elah",
      "ela",
      "shepherd boy",
      "pastorcito",
    ],
    themes: ["courage", "trust"],
    summary: [
      "A shepherd boy faces a giant warrior with a sling, five stones and his trust in God.",
      "Un joven pastor enfrenta a un guerrero gigante con una honda, cinco piedras y su confianza en Dios.",
    ],
    lesson: [
      "God is bigger than any giant we face.",
      "Dios es más grande que cualquier gigante que enfrentemos.",
    ],
    chars: [
      {
        key: "david",
        name: ["DAVID", "DAVID"],
        desc: ["a young shepherd who trusts God", "un joven pastor que confía en Dios"],
      },
      {
        key: "goliath",
        name: ["GOLIATH", "GOLIAT"],
        desc: ["a giant Philistine champion", "un gigante, campeón de los filisteos"],
        foe: true,
      },
      {
        key: "saul",
        name: ["KING SAUL", "REY SAÚL"],
        called: ["King Saul", "el rey Saúl"],
        desc: ["the worried king of Israel", "el preocupado rey de Israel"],
      },
      {
        key: "eliab",
        name: ["ELIAB", "ELIAB"],
        desc: ["David's oldest brother, a soldier", "el hermano mayor de David, soldado"],
      },
      { key: "jesse", name: ["JESSE", "ISAÍ"], desc: ["David's father", "el padre de David"] },
    ],
    crowd: [
      {
        name: ["SOLDIER", "SOLDADO"],
        desc: ["a soldier in Israel's army", "un soldado del ejército de Israel"],
      },
      {
        name: ["PHILISTINE", "FILISTEO"],
        desc: ["a soldier in Goliath's army", "un soldado del ejército de Goliat"],
        foe: true,
      },
    ],
    scenes: [
      {
        place: ["The Valley of Elah", "El valle de Ela"],
        beats: [
          {
            dir: [
              "{goliath} stomps to the center of the stage. The soldiers of Israel hide behind their shields.",
              "{goliath} entra pisando fuerte hasta el centro. Los soldados de Israel se esconden detrás de sus escudos.",
            ],
            nar: [
              "Long ago, the army of Israel and the army of the Philistines faced each other across the Valley of Elah. Every day, a giant named Goliath came out to shout at them.",
              "Hace mucho tiempo, el ejército de Israel y el de los filisteos estaban frente a frente en el valle de Ela. Cada día, un gigante llamado Goliat salía a gritarles.",
            ],
            say: [
              [
                "goliath",
                "Choose a man to fight me! If he wins, we will be your servants!",
                "¡Escojan a un hombre que pelee conmigo! ¡Si gana, seremos sus siervos!",
              ],
              ["crowd", "He's over nine feet tall!", "¡Mide casi tres metros!"],
              ["foes", "Ha! Look at them shaking!", "¡Ja! ¡Miren cómo tiemblan!"],
              [
                "saul",
                "Is there no one in all Israel brave enough to face him?",
                "¿No hay nadie en todo Israel con valor para enfrentarlo?",
              ],
            ],
            mood: "fear",
            key: true,
          },
        ],
      },
      {
        place: ["Jesse's House in Bethlehem", "La casa de Isaí en Belén"],
        beats: [
          {
            dir: [
              "{jesse} hands {david} a basket of bread and cheese.",
              "{jesse} le entrega a {david} una canasta con pan y queso.",
            ],
            nar: [
              "Back home in Bethlehem, Jesse sent his youngest son, David, to take food to his brothers in the army.",
              "En Belén, Isaí envió a su hijo menor, David, a llevar comida a sus hermanos en el ejército.",
            ],
            say: [
              [
                "jesse",
                "Take this bread to your brothers, and come back and tell me how they are.",
                "Lleva este pan a tus hermanos, y vuelve a contarme cómo están.",
              ],
              [
                "david",
                "Yes, Father. Someone will watch the sheep, and I'll leave first thing in the morning.",
                "Sí, padre. Dejaré a alguien cuidando las ovejas y saldré mañana temprano.",
              ],
              [
                "jesse",
                "Be careful, my son. The Lord be with you.",
                "Ten cuidado, hijo mío. El Señor te acompañe.",
              ],
            ],
            mood: "calm",
          },
        ],
      },
      {
        place: ["The Camp of Israel", "El campamento de Israel"],
        beats: [
          {
            dir: [
              "{david} arrives just as {goliath} roars again. {eliab} grabs David's arm.",
              "{david} llega justo cuando {goliath} vuelve a rugir. {eliab} toma a David del brazo.",
            ],
            nar: [
              "When David reached the camp, he heard Goliath insulting God's people, and he saw every soldier run away in fear.",
              "Cuando David llegó al campamento, oyó a Goliat insultar al pueblo de Dios y vio a todos los soldados huir con miedo.",
            ],
            say: [
              [
                "david",
                "Who is this man, that he dares to defy the armies of the living God?",
                "¿Quién es este, para desafiar a los ejércitos del Dios viviente?",
              ],
              [
                "eliab",
                "Why did you come down here? Go back to your sheep!",
                "¿A qué viniste? ¡Vuelve con tus ovejas!",
              ],
              [
                "david",
                "What have I done now? Can't I even ask a question?",
                "¿Y ahora qué hice? ¿Ni siquiera puedo hacer una pregunta?",
              ],
              [
                "crowd",
                "The king will give great riches to the man who defeats the giant.",
                "El rey dará grandes riquezas al hombre que derrote al gigante.",
              ],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{saul} paces back and forth. {david} steps forward and bows.",
              "{saul} camina de un lado a otro. {david} da un paso al frente y hace una reverencia.",
            ],
            nar: [
              "David's words reached King Saul, and the king sent for him.",
              "Las palabras de David llegaron al rey Saúl, y el rey lo mandó llamar.",
            ],
            say: [
              [
                "david",
                "Don't be afraid, my king. I will go and fight this giant.",
                "No tenga miedo, mi rey. Yo iré a pelear contra ese gigante.",
              ],
              [
                "saul",
                "You? You are only a boy, and he has been a warrior all his life!",
                "¿Tú? ¡Eres solo un muchacho, y él ha sido guerrero toda su vida!",
              ],
              [
                "david",
                "I have fought lions and bears to protect my sheep. The Lord rescued me from them, and He will rescue me from this giant too.",
                "He peleado con leones y osos para proteger mis ovejas. El Señor me libró de ellos, y también me librará de este gigante.",
              ],
              ["saul", "Then go, and the Lord be with you.", "Entonces ve, y que el Señor esté contigo."],
            ],
            mood: "calm",
            key: true,
          },
          {
            dir: [
              "{saul} drapes his heavy armour over {david}. David wobbles, clanks and nearly falls over.",
              "{saul} le pone su pesada armadura a {david}. David se tambalea, hace ruido y casi se cae.",
            ],
            nar: [
              "Saul gave David his own armour and sword, but they were far too big and heavy.",
              "Saúl le dio a David su propia armadura y su espada, pero eran demasiado grandes y pesadas.",
            ],
            say: [
              ["saul", "Here. Take my armour and my sword.", "Toma. Usa mi armadura y mi espada."],
              [
                "david",
                "I can't even walk in this! I'll go the way I know: with my sling and my God.",
                "¡No puedo ni caminar con esto! Iré como sé hacerlo: con mi honda y con mi Dios.",
              ],
              [
                "crowd",
                "He's taking it off? He's going out there with nothing?",
                "¿Se la está quitando? ¿Va a salir sin nada?",
              ],
            ],
            mood: "wonder",
          },
        ],
      },
      {
        place: ["The Battlefield", "El campo de batalla"],
        beats: [
          {
            dir: [
              "{david} kneels by a stream and picks up five smooth stones, one at a time. {goliath} laughs.",
              "{david} se arrodilla junto a un arroyo y recoge cinco piedras lisas, una por una. {goliath} se ríe.",
            ],
            nar: [
              "David chose five smooth stones from the stream, put them in his shepherd's bag and walked out to meet the giant.",
              "David escogió cinco piedras lisas del arroyo, las puso en su bolsa de pastor y salió al encuentro del gigante.",
            ],
            say: [
              [
                "goliath",
                "Am I a dog, that you come at me with sticks? Come here, and I'll feed you to the birds!",
                "¿Soy yo un perro, para que vengas a mí con palos? ¡Ven acá, y daré tu carne a las aves!",
              ],
              [
                "david",
                "You come to me with a sword and a spear, but I come in the name of the Lord Almighty!",
                "¡Tú vienes a mí con espada y lanza, pero yo vengo en el nombre del Señor Todopoderoso!",
              ],
              [
                "david",
                "Today everyone will know that there is a God in Israel, and that the battle belongs to the Lord!",
                "¡Hoy todos sabrán que hay Dios en Israel, y que la batalla es del Señor!",
              ],
            ],
            mood: "tension",
            key: true,
          },
          {
            dir: [
              "{david} whirls the sling over his head and lets go. {goliath} freezes, wobbles and crashes to the ground.",
              "{david} hace girar la honda sobre su cabeza y la suelta. {goliath} se queda inmóvil, se tambalea y cae al suelo con estruendo.",
            ],
            nar: [
              "David ran toward the giant, swung his sling and let the stone fly. It struck Goliath on the forehead, and the giant fell face down on the ground.",
              "David corrió hacia el gigante, hizo girar su honda y lanzó la piedra. Golpeó a Goliat en la frente, y el gigante cayó de bruces al suelo.",
            ],
            say: [
              ["crowd", "He did it! The giant is down!", "¡Lo logró! ¡El gigante cayó!"],
              ["foes", "Our champion is down! Run!", "¡Cayó nuestro campeón! ¡Corran!"],
              ["david", "The battle belongs to the Lord!", "¡La batalla es del Señor!"],
              ["saul", "Whose son is this brave young man?", "¿De quién es hijo este valiente muchacho?"],
              ["eliab", "That's my little brother!", "¡Ese es mi hermanito!"],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["The battle is the Lord's!", "¡La batalla es del Señor!"],
    cue: ["cheer as loud as you can for David", "aplaudan y vitoreen a David con todas sus fuerzas"],
    questions: [
      ["Why wasn't David afraid of Goliath?", "¿Por qué David no le tenía miedo a Goliat?"],
      ["Why didn't David wear King Saul's armour?", "¿Por qué David no usó la armadura del rey Saúl?"],
      [
        "What is a giant problem you can ask God to help you with?",
        "¿Qué problema gigante puedes pedirle a Dios que te ayude a enfrentar?",
      ],
    ],
    verse: {
      en: "And all this assembly shall know that the LORD saveth not with sword and spear: for the battle is the LORD's, and he will give you into our hands.",
      es: "Y sabrá toda esta congregación que Jehová no salva con espada y lanza; porque de Jehová es la guerra, y él os entregará en nuestras manos.",
      ref: "1 Samuel 17:47",
      refEs: "1 Samuel 17:47",
    },
    props: [
      "a toy sling, five smooth stones, a cardboard sword and armour",
      "una honda de juguete, cinco piedras lisas, una espada y una armadura de cartón",
    ],
  },
  {
    id: "david-and-jonathan",
    title: ["David and Jonathan", "David y Jonatán"],
    ref: "1 Samuel 18:1-4",
    alsoRefs: ["1 Samuel 20:1-42"],
    keys: [
      "jonathan",
      "jonatan",
      "david and jonathan",
      "david y jonatan",
      "best friends",
      "mejores amigos",
      "covenant",
      "pacto",
      "arrows",
      "flechas",
      "friendship",
      "saul",
    ],
    themes: ["friendship", "courage"],
    summary: [
      "Prince Jonathan makes a covenant of friendship with David and risks his father Saul's anger to warn David and save his life.",
      "El príncipe Jonatán hace un pacto de amistad con David y se arriesga a la ira de su padre Saúl para avisarle a David y salvarle la vida.",
    ],
    lesson: [
      "A true friend is loyal, even when it costs something.",
      "Un amigo verdadero es leal, aunque le cueste algo.",
    ],
    chars: [
      {
        key: "jonathan",
        name: ["JONATHAN", "JONATÁN"],
        desc: ["King Saul's son, David's best friend", "hijo del rey Saúl y mejor amigo de David"],
      },
      {
        key: "david",
        name: ["DAVID", "DAVID"],
        desc: ["a young hero chosen by God", "un joven héroe escogido por Dios"],
      },
      {
        key: "saul",
        name: ["KING SAUL", "REY SAÚL"],
        called: ["King Saul", "el rey Saúl"],
        desc: ["a jealous king", "un rey celoso"],
        foe: true,
      },
      {
        key: "boy",
        name: ["ARROW BOY", "MUCHACHO DE LAS FLECHAS"],
        called: ["the arrow boy", "el muchacho"],
        desc: ["fetches Jonathan's arrows", "recoge las flechas de Jonatán"],
      },
    ],
    crowd: [
      {
        name: ["COURTIER", "CORTESANO"],
        desc: ["a servant in the king's court", "un servidor de la corte del rey"],
      },
      { name: ["SINGER", "CANTORA"], desc: ["sings in the streets", "canta en las calles"] },
    ],
    scenes: [
      {
        place: ["King Saul's Palace", "El palacio del rey Saúl"],
        beats: [
          {
            dir: [
              "{jonathan} takes off his royal robe, his sword and his bow and gives them to {david}.",
              "{jonathan} se quita su manto real, su espada y su arco y se los da a {david}.",
            ],
            nar: [
              "After David defeated Goliath, King Saul's son Jonathan became his best friend. Jonathan loved David as much as he loved himself.",
              "Después de que David venció a Goliat, Jonatán, el hijo del rey Saúl, se hizo su mejor amigo. Jonatán amaba a David como a sí mismo.",
            ],
            say: [
              [
                "jonathan",
                "David, I want you to have my robe, my sword and my bow.",
                "David, quiero que tengas mi manto, mi espada y mi arco.",
              ],
              [
                "david",
                "But you are the prince! These belong to you.",
                "¡Pero tú eres el príncipe! Esto te pertenece.",
              ],
              [
                "jonathan",
                "Let's make a promise before God: we will be friends for life, whatever happens.",
                "Hagamos una promesa delante de Dios: seremos amigos para toda la vida, pase lo que pase.",
              ],
              ["david", "Friends for life. I promise.", "Amigos para toda la vida. Lo prometo."],
            ],
            mood: "joy",
            key: true,
          },
          {
            dir: [
              "Singers dance past. {saul} scowls and clenches his fists.",
              "Pasan unas cantoras bailando. {saul} frunce el ceño y aprieta los puños.",
            ],
            nar: [
              "But when the people sang about David's victories, King Saul grew jealous and angry.",
              "Pero cuando el pueblo cantaba sobre las victorias de David, el rey Saúl se llenó de celos y de ira.",
            ],
            say: [
              [
                "crowd:1",
                "Saul has killed his thousands, and David his tens of thousands!",
                "¡Saúl hirió a sus miles, y David a sus diez miles!",
              ],
              [
                "saul",
                "Tens of thousands for David, and only thousands for me? Next he'll want my kingdom!",
                "¿Diez miles para David y solo miles para mí? ¡Lo próximo que querrá será mi reino!",
              ],
            ],
            mood: "tension",
          },
        ],
      },
      {
        place: ["A Hiding Place in the Field", "Un escondite en el campo"],
        beats: [
          {
            dir: [
              "{david} crouches behind a large rock. {jonathan} hurries in.",
              "{david} está agachado detrás de una gran roca. Llega {jonathan} deprisa.",
            ],
            nar: [
              "Saul's jealousy grew until he wanted to kill David. David hid, and he asked Jonathan for help.",
              "Los celos de Saúl crecieron tanto que quería matar a David. David se escondió y le pidió ayuda a Jonatán.",
            ],
            say: [
              [
                "david",
                "What have I done wrong? Why is your father trying to kill me?",
                "¿Qué mal he hecho? ¿Por qué tu padre quiere matarme?",
              ],
              ["jonathan", "He can't be! He tells me everything.", "¡No puede ser! Él me cuenta todo."],
              [
                "david",
                "He knows we're friends, so he keeps it from you. I am only one step away from death.",
                "Sabe que somos amigos, así que te lo oculta. Estoy a un paso de la muerte.",
              ],
              ["jonathan", "Whatever you want me to do, I will do it.", "Lo que quieras que haga, lo haré."],
            ],
            mood: "fear",
          },
          {
            dir: [
              "{jonathan} picks up his bow and shows {david} three arrows.",
              "{jonathan} toma su arco y le muestra a {david} tres flechas.",
            ],
            nar: [
              "Jonathan made a secret plan to find out what his father intended, and to let David know.",
              "Jonatán ideó un plan secreto para averiguar las intenciones de su padre y avisarle a David.",
            ],
            say: [
              [
                "jonathan",
                "Stay hidden here. I'll shoot three arrows. If I tell my servant the arrows are this side of you, you're safe. If I say they're beyond you, run.",
                "Quédate escondido aquí. Lanzaré tres flechas. Si le digo a mi criado que las flechas están de este lado, estás a salvo. Si digo que están más allá, huye.",
              ],
              [
                "david",
                "And if I must go, will we ever see each other again?",
                "Y si tengo que irme, ¿volveremos a vernos?",
              ],
              [
                "jonathan",
                "The Lord is witness between you and me forever.",
                "El Señor es testigo entre tú y yo para siempre.",
              ],
            ],
            mood: "calm",
            key: true,
          },
        ],
      },
      {
        place: ["The King's Table", "La mesa del rey"],
        beats: [
          {
            dir: [
              "{saul} glares at the empty chair. {jonathan} stands up to answer him.",
              "{saul} mira con furia la silla vacía. {jonathan} se pone de pie para responderle.",
            ],
            nar: [
              "At the new moon feast, David's seat was empty, and Saul exploded in anger.",
              "En la fiesta de la luna nueva, el asiento de David estaba vacío, y Saúl estalló de ira.",
            ],
            say: [
              ["saul", "Why hasn't David come to the feast?", "¿Por qué no ha venido David a la fiesta?"],
              [
                "jonathan",
                "He asked me to let him go home to Bethlehem.",
                "Me pidió permiso para ir a su casa en Belén.",
              ],
              [
                "saul",
                "Don't you see? As long as David lives, you will never be king! Bring him to me. He must die!",
                "¿No lo entiendes? ¡Mientras David viva, tú nunca serás rey! ¡Tráemelo! ¡Debe morir!",
              ],
              ["jonathan", "Why should he die? What has he done?", "¿Por qué ha de morir? ¿Qué ha hecho?"],
            ],
            mood: "tension",
          },
        ],
      },
      {
        place: ["The Field at Dawn", "El campo al amanecer"],
        beats: [
          {
            dir: [
              "{jonathan} shoots an arrow far across the stage. {boy} runs after it. {david} peeks out from behind the rock.",
              "{jonathan} lanza una flecha lejos, al otro lado del escenario. {boy} corre tras ella. {david} se asoma detrás de la roca.",
            ],
            nar: [
              "The next morning Jonathan went to the field and gave the signal.",
              "A la mañana siguiente Jonatán fue al campo y dio la señal.",
            ],
            say: [
              [
                "jonathan",
                "The arrow is beyond you! Hurry! Don't stop!",
                "¡La flecha está más allá de ti! ¡Date prisa! ¡No te detengas!",
              ],
              ["boy", "I've got the arrows, sir!", "¡Ya tengo las flechas, señor!"],
              ["jonathan", "Good. Take them back to town.", "Bien. Llévalas de vuelta a la ciudad."],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{david} comes out and bows three times. The two friends hug and weep.",
              "{david} sale y se inclina tres veces. Los dos amigos se abrazan y lloran.",
            ],
            nar: [
              "When the boy had gone, David came out of hiding. The two friends said goodbye, and Jonathan's loyalty saved David's life.",
              "Cuando el muchacho se fue, David salió de su escondite. Los dos amigos se despidieron, y la lealtad de Jonatán le salvó la vida a David.",
            ],
            say: [
              ["david", "You risked everything for me.", "Lo arriesgaste todo por mí."],
              [
                "jonathan",
                "Go in peace. We have promised each other in the name of the Lord.",
                "Vete en paz. Nos lo hemos prometido en el nombre del Señor.",
              ],
              ["david", "I will never forget you, my friend. Never.", "Nunca te olvidaré, amigo mío. Nunca."],
            ],
            mood: "sad",
            key: true,
          },
        ],
      },
    ],
    refrain: ["A friend loves at all times!", "¡En todo tiempo ama el amigo!"],
    cue: ["give the person next to you a high five", "choquen los cinco con la persona de al lado"],
    questions: [
      ["What did Jonathan give David, and why?", "¿Qué le dio Jonatán a David, y por qué?"],
      ["How did Jonathan show he was a true friend?", "¿Cómo demostró Jonatán que era un amigo de verdad?"],
      ["How can you be a loyal friend this week?", "¿Cómo puedes ser un amigo leal esta semana?"],
    ],
    verse: {
      en: "A friend loveth at all times, and a brother is born for adversity.",
      es: "En todo tiempo ama el amigo; y el hermano para la angustia es nacido.",
      ref: "Proverbs 17:17",
      refEs: "Proverbios 17:17",
    },
    props: [
      "a robe, a toy bow and three arrows (or rolled paper), a large cardboard rock, a chair",
      "un manto, un arco de juguete y tres flechas (o papel enrollado), una roca grande de cartón, una silla",
    ],
  },
  {
    id: "solomon-wisdom",
    title: ["Solomon's Wisdom", "La sabiduría de Salomón"],
    ref: "1 Kings 3:1-28",
    keys: [
      "solomon",
      "salomon",
      "wisdom",
      "wise king",
      "rey sabio",
      "two mothers",
      "dos madres",
      "baby",
      "bebe",
      "gibeon",
      "gabaon",
      "ask for wisdom",
      "wise heart",
    ],
    themes: ["wisdom", "humility"],
    summary: [
      "Young King Solomon asks God for wisdom instead of riches, and God gives it to him; soon he uses it to discover the true mother of a baby.",
      "El joven rey Salomón le pide a Dios sabiduría en lugar de riquezas, y Dios se la concede; pronto la usa para descubrir quién es la verdadera madre de un bebé.",
    ],
    lesson: [
      "When we ask God for wisdom, He gives it generously.",
      "Cuando le pedimos sabiduría a Dios, Él nos la da con generosidad.",
    ],
    chars: [
      {
        key: "solomon",
        name: ["KING SOLOMON", "REY SALOMÓN"],
        called: ["King Solomon", "el rey Salomón"],
        desc: ["the young new king of Israel", "el joven nuevo rey de Israel"],
      },
      {
        key: "god",
        name: ["VOICE OF GOD", "VOZ DE DIOS"],
        called: ["God", "Dios"],
        desc: ["speaks in a dream", "habla en un sueño"],
        voice: true,
      },
      {
        key: "mother1",
        name: ["FIRST WOMAN", "PRIMERA MUJER"],
        called: ["the first woman", "la primera mujer"],
        desc: ["the baby's real mother", "la verdadera madre del bebé"],
      },
      {
        key: "mother2",
        name: ["SECOND WOMAN", "SEGUNDA MUJER"],
        called: ["the second woman", "la segunda mujer"],
        desc: ["claims the baby is hers", "dice que el bebé es suyo"],
        foe: true,
      },
      {
        key: "guard",
        name: ["PALACE GUARD", "GUARDIA DEL PALACIO"],
        called: ["the guard", "el guardia"],
        desc: ["holds a sword", "sostiene una espada"],
      },
    ],
    crowd: [
      {
        name: ["COURTIER", "CORTESANO"],
        desc: ["a member of the royal court", "un miembro de la corte real"],
      },
    ],
    scenes: [
      {
        place: ["Gibeon at Night", "Gabaón de noche"],
        beats: [
          {
            dir: [
              "{solomon} lies down to sleep. Soft light glows. {god} speaks.",
              "{solomon} se acuesta a dormir. Brilla una luz suave. Habla {god}.",
            ],
            nar: [
              "Solomon had just become king after his father David. One night at Gibeon, God appeared to him in a dream.",
              "Salomón acababa de ser coronado rey después de su padre David. Una noche en Gabaón, Dios se le apareció en un sueño.",
            ],
            say: [
              ["god", "Ask for whatever you want Me to give you.", "Pide lo que quieras que yo te dé."],
              [
                "solomon",
                "Lord, I am only a young man. I don't know how to lead all these people.",
                "Señor, solo soy un joven. No sé cómo guiar a todo este pueblo.",
              ],
              [
                "solomon",
                "So give me a wise and understanding heart, to know the difference between right and wrong.",
                "Dame, pues, un corazón sabio y entendido, para distinguir entre lo bueno y lo malo.",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "The light grows brighter around {solomon}.",
              "La luz se hace más brillante alrededor de {solomon}.",
            ],
            nar: [
              "God was pleased that Solomon had asked for wisdom.",
              "A Dios le agradó que Salomón pidiera sabiduría.",
            ],
            say: [
              [
                "god",
                "You did not ask for a long life or riches or the defeat of your enemies. You asked for wisdom. So I will give you a wise heart, and riches and honour too.",
                "No pediste larga vida, ni riquezas, ni la derrota de tus enemigos. Pediste sabiduría. Por eso te daré un corazón sabio, y también riquezas y honra.",
              ],
              [
                "solomon",
                "(waking) A dream. But I know it was real. Thank You, Lord.",
                "(despertando) Un sueño. Pero sé que fue real. Gracias, Señor.",
              ],
            ],
            mood: "joy",
          },
        ],
      },
      {
        place: ["Solomon's Throne Room", "La sala del trono de Salomón"],
        beats: [
          {
            dir: [
              "{mother1} and {mother2} rush in, arguing. {mother2} clutches a baby doll.",
              "Entran corriendo {mother1} y {mother2}, discutiendo. {mother2} aprieta un muñeco bebé contra sí.",
            ],
            nar: [
              "Soon two women came before the king with a terrible problem. They lived in the same house, and each had a baby. One baby had died, and now both women claimed the living baby.",
              "Pronto llegaron ante el rey dos mujeres con un problema terrible. Vivían en la misma casa y cada una tenía un bebé. Uno de los bebés había muerto, y ahora las dos decían que el bebé vivo era suyo.",
            ],
            say: [
              [
                "mother1",
                "My king, this woman's baby died in the night, and she swapped him for my son while I was asleep!",
                "¡Mi rey, el bebé de esta mujer murió en la noche, y ella me lo cambió por mi hijo mientras yo dormía!",
              ],
              [
                "mother2",
                "No! The living one is my son. The dead one is yours!",
                "¡No! El vivo es mi hijo. ¡El muerto es el tuyo!",
              ],
              [
                "mother1",
                "No! The dead one is yours, and the living one is mine!",
                "¡No! ¡El muerto es el tuyo, y el vivo es el mío!",
              ],
              [
                "crowd",
                "There were no witnesses. How can anyone know the truth?",
                "No hubo testigos. ¿Cómo puede alguien saber la verdad?",
              ],
            ],
            mood: "tension",
            key: true,
          },
          {
            dir: [
              "{solomon} thinks, then raises his hand. {guard} steps forward with a sword.",
              "{solomon} piensa y luego levanta la mano. {guard} se adelanta con una espada.",
            ],
            nar: [
              "King Solomon thought for a moment. Then he gave a shocking order.",
              "El rey Salomón pensó un momento. Luego dio una orden sorprendente.",
            ],
            say: [
              [
                "solomon",
                "Bring me a sword. Cut the living baby in two, and give half to each woman.",
                "Tráiganme una espada. Partan en dos al niño vivo y denle la mitad a cada una.",
              ],
              ["crowd", "What? Has the king gone mad?", "¿Qué? ¿Se ha vuelto loco el rey?"],
              ["guard", "(hesitating) Y-yes, my king.", "(dudando) S-sí, mi rey."],
            ],
            mood: "fear",
          },
          {
            dir: [
              "{mother1} throws herself in front of the baby. {mother2} folds her arms.",
              "{mother1} se lanza delante del bebé. {mother2} se cruza de brazos.",
            ],
            nar: [
              "The real mother's heart was breaking for her son.",
              "El corazón de la verdadera madre se rompía por su hijo.",
            ],
            say: [
              [
                "mother1",
                "No! Please, my lord, give her the baby! Don't hurt him!",
                "¡No! ¡Por favor, mi señor, dele el niño a ella! ¡No le hagan daño!",
              ],
              [
                "mother2",
                "Fine. Then neither of us will have him. Cut him in two!",
                "Está bien. Que no sea ni tuyo ni mío. ¡Pártanlo!",
              ],
              [
                "solomon",
                "Stop! Give the baby to the first woman. Do not harm him. She is his mother.",
                "¡Alto! Denle el niño a la primera mujer. No le hagan daño. Ella es su madre.",
              ],
              [
                "mother1",
                "(hugging the baby) My son! Oh, thank you, my king!",
                "(abrazando al bebé) ¡Mi hijo! ¡Oh, gracias, mi rey!",
              ],
            ],
            mood: "joy",
            key: true,
          },
          {
            dir: [
              "The courtiers bow low before {solomon}.",
              "Los cortesanos se inclinan profundamente ante {solomon}.",
            ],
            nar: [
              "All Israel heard about the king's judgement, and they saw that God had given him wisdom to do what was right.",
              "Todo Israel oyó de la sentencia del rey, y vieron que Dios le había dado sabiduría para hacer justicia.",
            ],
            say: [
              [
                "crowd",
                "The king knew the true mother would rather give her baby away than see him hurt!",
                "¡El rey sabía que la verdadera madre preferiría entregar a su bebé antes que verlo sufrir!",
              ],
              [
                "solomon",
                "This wisdom is not mine. It is a gift from God.",
                "Esta sabiduría no es mía. Es un regalo de Dios.",
              ],
            ],
            mood: "wonder",
          },
        ],
      },
    ],
    refrain: ["Lord, give me wisdom!", "¡Señor, dame sabiduría!"],
    cue: ["tap your head and say “Wise!”", "tóquense la cabeza y digan “¡Sabio!”"],
    questions: [
      ["What did Solomon ask God for?", "¿Qué le pidió Salomón a Dios?"],
      [
        "How did Solomon find out who the real mother was?",
        "¿Cómo descubrió Salomón quién era la verdadera madre?",
      ],
      ["When do you need God's wisdom?", "¿Cuándo necesitas la sabiduría de Dios?"],
    ],
    verse: {
      en: "If any of you lack wisdom, let him ask of God, that giveth to all men liberally, and upbraideth not; and it shall be given him.",
      es: "Y si alguno de vosotros tiene falta de sabiduría, demándela á Dios, el cual da á todos abundantemente, y no zahiere; y le será dada.",
      ref: "James 1:5",
      refEs: "Santiago 1:5",
    },
    props: [
      "a crown, a throne (a decorated chair), a baby doll, a toy sword",
      "una corona, un trono (una silla decorada), un muñeco bebé, una espada de juguete",
    ],
  },
  {
    id: "elijah-carmel",
    title: ["Elijah on Mount Carmel", "Elías en el monte Carmelo"],
    ref: "1 Kings 18:17-39",
    keys: [
      "elijah",
      "elias",
      "carmel",
      "carmelo",
      "baal",
      "prophets of baal",
      "profetas de baal",
      "fire from heaven",
      "fuego del cielo",
      "altar",
      "ahab",
      "acab",
      "the lord he is god",
    ],
    themes: ["courage", "trust"],
    summary: [
      "Elijah challenges 450 prophets of Baal to a contest on Mount Carmel: the true God will answer by fire. Baal is silent, but the Lord sends fire from heaven.",
      "Elías desafía a cuatrocientos cincuenta profetas de Baal en el monte Carmelo: el Dios verdadero responderá con fuego. Baal guarda silencio, pero el Señor envía fuego del cielo.",
    ],
    lesson: ["There is only one true God, and He answers.", "Solo hay un Dios verdadero, y Él responde."],
    chars: [
      {
        key: "elijah",
        name: ["ELIJAH", "ELÍAS"],
        desc: ["a bold prophet of the Lord", "un valiente profeta del Señor"],
      },
      {
        key: "ahab",
        name: ["KING AHAB", "REY ACAB"],
        called: ["King Ahab", "el rey Acab"],
        desc: ["the king who worships Baal", "el rey que adora a Baal"],
        foe: true,
      },
      {
        key: "prophet",
        name: ["CHIEF PROPHET OF BAAL", "JEFE DE LOS PROFETAS"],
        called: ["the chief prophet of Baal", "el jefe de los profetas de Baal"],
        desc: ["leads Baal's prophets", "dirige a los profetas de Baal"],
        foe: true,
      },
      {
        key: "obadiah",
        name: ["OBADIAH", "ABDÍAS"],
        desc: ["a palace official who fears the Lord", "un mayordomo del palacio que teme al Señor"],
      },
    ],
    crowd: [
      {
        name: ["ISRAELITE", "ISRAELITA"],
        desc: ["one of the watching crowd", "uno de la multitud que observa"],
      },
      {
        name: ["PROPHET OF BAAL", "PROFETA DE BAAL"],
        desc: ["one of Baal's prophets", "uno de los profetas de Baal"],
        foe: true,
      },
    ],
    scenes: [
      {
        place: ["The Road to the Palace", "El camino al palacio"],
        beats: [
          {
            dir: [
              "{ahab} storms in and points at {elijah}. {obadiah} hangs back nervously.",
              "{ahab} entra furioso y señala a {elijah}. {obadiah} se queda atrás, nervioso.",
            ],
            nar: [
              "For three years there had been no rain in Israel, because King Ahab and the people had turned away from God to worship an idol called Baal.",
              "Durante tres años no había llovido en Israel, porque el rey Acab y el pueblo se habían apartado de Dios para adorar a un ídolo llamado Baal.",
            ],
            say: [
              ["ahab", "Is that you, you troublemaker of Israel?", "¿Eres tú el que perturba a Israel?"],
              [
                "elijah",
                "I'm not the one who has troubled Israel. You have, by turning away from the Lord to follow Baal.",
                "No soy yo quien ha perturbado a Israel, sino tú, al abandonar al Señor para seguir a Baal.",
              ],
              [
                "elijah",
                "Gather the people and the prophets of Baal on Mount Carmel. Let's settle this once and for all.",
                "Reúne al pueblo y a los profetas de Baal en el monte Carmelo. Resolvamos esto de una vez por todas.",
              ],
            ],
            mood: "tension",
          },
        ],
      },
      {
        place: ["Mount Carmel", "El monte Carmelo"],
        beats: [
          {
            dir: [
              "A big crowd gathers. Baal's prophets stand on one side, {elijah} alone on the other.",
              "Se reúne una gran multitud. Los profetas de Baal están de un lado, y {elijah} solo del otro.",
            ],
            nar: [
              "All Israel gathered on Mount Carmel. On one side stood four hundred and fifty prophets of Baal. On the other side stood Elijah, all alone.",
              "Todo Israel se reunió en el monte Carmelo. De un lado estaban cuatrocientos cincuenta profetas de Baal. Del otro, Elías, completamente solo.",
            ],
            say: [
              [
                "elijah",
                "How long will you waver between two opinions? If the Lord is God, follow Him. If Baal is god, follow him.",
                "¿Hasta cuándo vacilarán entre dos opiniones? Si el Señor es Dios, síganlo. Si Baal es dios, síganlo a él.",
              ],
              [
                "elijah",
                "We'll each prepare a bull on an altar, but put no fire under it. The God who answers by fire is the true God.",
                "Cada uno preparará un buey sobre un altar, pero sin fuego. El Dios que responda con fuego, ese es el Dios verdadero.",
              ],
              ["crowd", "That's fair! Let's do it!", "¡Es justo! ¡Hagámoslo!"],
            ],
            mood: "tension",
            key: true,
          },
          {
            dir: [
              "Baal's prophets dance and shout around their altar, louder and louder. {elijah} sits on a rock, yawning.",
              "Los profetas de Baal bailan y gritan alrededor de su altar, cada vez más fuerte. {elijah} se sienta en una roca, bostezando.",
            ],
            nar: [
              "The prophets of Baal went first. From morning until noon they danced and shouted, but nothing happened.",
              "Los profetas de Baal fueron primero. Desde la mañana hasta el mediodía bailaron y gritaron, pero no pasó nada.",
            ],
            say: [
              ["prophet", "O Baal, answer us! Answer us!", "¡Oh Baal, respóndenos! ¡Respóndenos!"],
              [
                "elijah",
                "Shout louder! Maybe he's busy. Or travelling. Or maybe he's asleep and needs waking up!",
                "¡Griten más fuerte! Tal vez está ocupado. O de viaje. ¡O tal vez está dormido y hay que despertarlo!",
              ],
              ["foes", "Baal! Baal! Please, Baal!", "¡Baal! ¡Baal! ¡Por favor, Baal!"],
              ["crowd", "Nothing. Not even a spark.", "Nada. Ni una chispa."],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{elijah} stacks twelve stones into an altar. Helpers pour buckets of water over it until it drips.",
              "{elijah} apila doce piedras formando un altar. Unos ayudantes le echan cubetas de agua hasta que gotea.",
            ],
            nar: [
              "Then Elijah rebuilt the altar of the Lord with twelve stones. He had the people pour water over it, three times, until even the trench around it was full.",
              "Entonces Elías reconstruyó el altar del Señor con doce piedras. Hizo que el pueblo le echara agua encima, tres veces, hasta que hasta la zanja de alrededor se llenó.",
            ],
            say: [
              [
                "elijah",
                "Fill four jars with water and pour it on the offering and the wood. Do it again. Do it a third time.",
                "Llenen cuatro cántaros de agua y derrámenla sobre la ofrenda y la leña. Háganlo otra vez. Háganlo una tercera vez.",
              ],
              ["crowd", "Water? Now it will never burn!", "¿Agua? ¡Ahora nunca va a arder!"],
              [
                "obadiah",
                "He wants everyone to see that only God could do this.",
                "Quiere que todos vean que solo Dios podría hacer esto.",
              ],
            ],
            mood: "wonder",
          },
          {
            dir: [
              "{elijah} lifts his hands. Red and orange streamers burst over the altar. The people fall to the ground.",
              "{elijah} levanta las manos. Sobre el altar estallan cintas rojas y anaranjadas. El pueblo cae al suelo.",
            ],
            nar: [
              "Elijah prayed a simple prayer. Then the fire of the Lord fell from heaven and burned up the offering, the wood, the stones and even the water in the trench.",
              "Elías hizo una oración sencilla. Entonces cayó fuego del Señor desde el cielo y consumió la ofrenda, la leña, las piedras y hasta el agua de la zanja.",
            ],
            say: [
              [
                "elijah",
                "Lord, God of Abraham, Isaac and Israel, let everyone know today that You are God. Answer me, Lord, so these people will turn their hearts back to You!",
                "Señor, Dios de Abraham, de Isaac y de Israel, que hoy todos sepan que tú eres Dios. ¡Respóndeme, Señor, para que este pueblo vuelva su corazón a ti!",
              ],
              ["crowd", "Fire! Fire from heaven!", "¡Fuego! ¡Fuego del cielo!"],
              ["crowd", "The Lord, He is God! The Lord, He is God!", "¡El Señor es Dios! ¡El Señor es Dios!"],
              ["foes", "Baal never answered. Not once.", "Baal nunca respondió. Ni una vez."],
            ],
            mood: "wonder",
            key: true,
          },
        ],
      },
    ],
    refrain: ["The Lord, He is God!", "¡El Señor es Dios!"],
    cue: [
      "fall to your knees and shout “The Lord, He is God!”",
      "arrodíllense y griten “¡El Señor es Dios!”",
    ],
    questions: [
      ["Why did Elijah tease the prophets of Baal?", "¿Por qué Elías se burló de los profetas de Baal?"],
      ["Why did Elijah pour water on the altar?", "¿Por qué Elías echó agua sobre el altar?"],
      [
        "What things can take God's place in people's hearts today?",
        "¿Qué cosas pueden ocupar el lugar de Dios en el corazón de las personas hoy?",
      ],
    ],
    verse: {
      en: "And when all the people saw it, they fell on their faces: and they said, The LORD, he is the God; the LORD, he is the God.",
      es: "Y viéndolo todo el pueblo, cayeron sobre sus rostros, y dijeron: ¡Jehová es el Dios! ¡Jehová es el Dios!",
      ref: "1 Kings 18:39",
      refEs: "1 Reyes 18:39",
    },
    props: [
      "twelve cardboard stones, two buckets, red and orange streamers for fire",
      "doce piedras de cartón, dos cubetas, cintas rojas y anaranjadas para el fuego",
    ],
  },
  {
    id: "elisha-oil",
    title: ["Elisha and the Widow's Oil", "Eliseo y el aceite de la viuda"],
    ref: "2 Kings 4:1-7",
    keys: [
      "elisha",
      "eliseo",
      "widow's oil",
      "aceite de la viuda",
      "oil",
      "aceite",
      "jars",
      "vasijas",
      "debt",
      "deuda",
      "widow",
      "viuda",
      "empty jars",
      "vasijas vacias",
    ],
    themes: ["trust", "generosity"],
    summary: [
      "A poor widow about to lose her sons to a creditor asks Elisha for help; God fills jar after borrowed jar with oil until there is enough to pay every debt.",
      "Una viuda pobre que está a punto de perder a sus hijos por una deuda le pide ayuda a Eliseo; Dios llena de aceite vasija tras vasija prestada hasta que alcanza para pagar todo.",
    ],
    lesson: [
      "God provides what we need, often more than we expect.",
      "Dios provee lo que necesitamos, muchas veces más de lo que esperamos.",
    ],
    chars: [
      {
        key: "widow",
        name: ["WIDOW", "VIUDA"],
        called: ["the widow", "la viuda"],
        desc: ["a poor mother in trouble", "una madre pobre en apuros"],
      },
      { key: "elisha", name: ["ELISHA", "ELISEO"], desc: ["a prophet of God", "un profeta de Dios"] },
      {
        key: "son1",
        name: ["OLDER SON", "HIJO MAYOR"],
        called: ["her older son", "su hijo mayor"],
        desc: ["the widow's son", "hijo de la viuda"],
      },
      {
        key: "son2",
        name: ["YOUNGER SON", "HIJO MENOR"],
        called: ["her younger son", "su hijo menor"],
        desc: ["the widow's son", "hijo de la viuda"],
      },
      {
        key: "creditor",
        name: ["CREDITOR", "ACREEDOR"],
        called: ["the creditor", "el acreedor"],
        desc: ["wants his money back", "quiere que le devuelvan su dinero"],
        foe: true,
      },
    ],
    crowd: [
      {
        name: ["NEIGHBOUR", "VECINA"],
        desc: ["a neighbour who lends jars", "una vecina que presta vasijas"],
      },
    ],
    scenes: [
      {
        place: ["The Widow's House", "La casa de la viuda"],
        beats: [
          {
            dir: [
              "{creditor} pounds on the door. {widow} hugs {son1} and {son2} close.",
              "{creditor} golpea la puerta. {widow} abraza con fuerza a {son1} y a {son2}.",
            ],
            nar: [
              "A poor widow had no money to pay what her husband had owed. The man he owed money to was coming to take her two sons as slaves.",
              "Una viuda pobre no tenía dinero para pagar lo que su esposo debía. El hombre al que le debían iba a llevarse a sus dos hijos como esclavos.",
            ],
            say: [
              [
                "creditor",
                "Open up! Pay what you owe, or I take your boys!",
                "¡Abra! ¡Pague lo que debe, o me llevo a sus hijos!",
              ],
              ["son1", "Mother, what will happen to us?", "Madre, ¿qué nos va a pasar?"],
              [
                "widow",
                "I don't know, my son. But I know where to go for help.",
                "No lo sé, hijo mío. Pero sé adónde ir a pedir ayuda.",
              ],
            ],
            mood: "fear",
            key: true,
          },
          {
            dir: ["{widow} kneels before {elisha}.", "{widow} se arrodilla ante {elisha}."],
            nar: [
              "The widow ran to Elisha, the man of God.",
              "La viuda corrió a ver a Eliseo, el hombre de Dios.",
            ],
            say: [
              [
                "widow",
                "My husband served God faithfully. Now he is gone, and his creditor is coming to take my sons!",
                "Mi esposo sirvió a Dios fielmente. Ahora ya no está, ¡y su acreedor viene a llevarse a mis hijos!",
              ],
              [
                "elisha",
                "How can I help you? Tell me, what do you have in your house?",
                "¿Cómo puedo ayudarte? Dime, ¿qué tienes en tu casa?",
              ],
              [
                "widow",
                "Nothing at all, except a small jar of olive oil.",
                "Nada en absoluto, solo una vasija pequeña de aceite de oliva.",
              ],
              [
                "elisha",
                "Go and borrow empty jars from all your neighbours. Not just a few. Then shut the door and start pouring.",
                "Ve y pide prestadas vasijas vacías a todos tus vecinos. No pocas. Luego cierra la puerta y empieza a echar aceite.",
              ],
            ],
            mood: "calm",
          },
          {
            dir: [
              "{son1} and {son2} run from door to door, collecting jars and pots of every size.",
              "{son1} y {son2} corren de puerta en puerta, juntando vasijas y ollas de todos los tamaños.",
            ],
            nar: [
              "So the boys went to every neighbour and borrowed every empty jar they could find.",
              "Así que los muchachos fueron con cada vecino y pidieron prestadas todas las vasijas vacías que encontraron.",
            ],
            say: [
              ["son2", "Excuse me, do you have any empty jars?", "Disculpe, ¿tiene vasijas vacías?"],
              [
                "crowd",
                "Empty jars? Whatever for? Here, take these three.",
                "¿Vasijas vacías? ¿Para qué? Toma, llévate estas tres.",
              ],
              [
                "son1",
                "Mother, we've filled the whole house with jars!",
                "¡Madre, llenamos toda la casa de vasijas!",
              ],
            ],
            mood: "calm",
          },
          {
            dir: [
              "{widow} shuts the door and tips her little jar. Yellow ribbon streams out into one jar after another.",
              "{widow} cierra la puerta e inclina su vasija pequeña. Una cinta amarilla cae en una vasija tras otra.",
            ],
            nar: [
              "The widow shut the door and began to pour. The oil kept flowing, jar after jar after jar.",
              "La viuda cerró la puerta y comenzó a echar aceite. El aceite seguía saliendo, vasija tras vasija tras vasija.",
            ],
            say: [
              [
                "widow",
                "It's still pouring! Bring me another jar!",
                "¡Sigue saliendo! ¡Tráiganme otra vasija!",
              ],
              ["son2", "Here! And another! And another!", "¡Aquí está! ¡Y otra! ¡Y otra más!"],
              ["widow", "Another jar, quickly!", "¡Otra vasija, rápido!"],
              [
                "son1",
                "There aren't any more, Mother. Every jar is full.",
                "Ya no hay más, madre. Todas las vasijas están llenas.",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "{widow} runs to {elisha}, laughing and crying at once.",
              "{widow} corre hacia {elisha}, riendo y llorando a la vez.",
            ],
            nar: [
              "The moment the last jar was full, the oil stopped. The widow ran to tell Elisha.",
              "En cuanto se llenó la última vasija, el aceite se detuvo. La viuda corrió a contárselo a Eliseo.",
            ],
            say: [
              ["widow", "Every jar is full of oil!", "¡Todas las vasijas están llenas de aceite!"],
              [
                "elisha",
                "Go, sell the oil and pay your debts. You and your sons can live on what is left.",
                "Ve, vende el aceite y paga tus deudas. Tú y tus hijos podrán vivir de lo que sobre.",
              ],
              ["son1", "We get to stay together!", "¡Podemos seguir juntos!"],
              [
                "widow",
                "God saw us. He provided more than enough.",
                "Dios nos vio. Nos dio más que suficiente.",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["God provides!", "¡Dios provee!"],
    cue: ["count the jars out loud with the actors", "cuenten las vasijas en voz alta junto con los actores"],
    questions: [
      ["What did the widow have in her house?", "¿Qué tenía la viuda en su casa?"],
      [
        "Why do you think Elisha told her to borrow so many jars?",
        "¿Por qué crees que Eliseo le dijo que pidiera tantas vasijas?",
      ],
      ["How has God provided for you or your family?", "¿Cómo ha provisto Dios para ti o para tu familia?"],
    ],
    verse: {
      en: "But my God shall supply all your need according to his riches in glory by Christ Jesus.",
      es: "Mi Dios, pues, suplirá todo lo que os falta conforme á sus riquezas en gloria en Cristo Jesús.",
      ref: "Philippians 4:19",
      refEs: "Filipenses 4:19",
    },
    props: [
      "many jars, pots and plastic cups, a small jug, yellow ribbon for the oil",
      "muchas vasijas, ollas y vasos de plástico, una jarra pequeña, cinta amarilla para el aceite",
    ],
  },
  {
    id: "naaman",
    title: ["Naaman Is Healed", "La sanidad de Naamán"],
    ref: "2 Kings 5:1-15",
    keys: [
      "naaman",
      "jordan",
      "jordan river",
      "rio jordan",
      "leprosy",
      "lepra",
      "seven times",
      "siete veces",
      "servant girl",
      "muchacha",
      "elisha",
      "eliseo",
      "syria",
      "siria",
      "aram",
    ],
    themes: ["humility", "obedience"],
    summary: [
      "A proud Syrian general with leprosy learns from a young servant girl about God's prophet; when he humbly washes seven times in the Jordan, he is healed.",
      "Un orgulloso general sirio con lepra se entera por una joven sirvienta del profeta de Dios; cuando humildemente se lava siete veces en el Jordán, queda sano.",
    ],
    lesson: [
      "God blesses the humble who simply obey.",
      "Dios bendice a los humildes que sencillamente obedecen.",
    ],
    chars: [
      {
        key: "naaman",
        name: ["NAAMAN", "NAAMÁN"],
        desc: ["a great Syrian general with leprosy", "un gran general sirio con lepra"],
      },
      {
        key: "girl",
        name: ["SERVANT GIRL", "MUCHACHA"],
        called: ["the servant girl", "la muchacha"],
        desc: [
          "a young Israelite captive who serves Naaman's wife",
          "una joven israelita cautiva que sirve a la esposa de Naamán",
        ],
      },
      { key: "elisha", name: ["ELISHA", "ELISEO"], desc: ["the prophet of God", "el profeta de Dios"] },
      { key: "gehazi", name: ["GEHAZI", "GIEZI"], desc: ["Elisha's servant", "el criado de Eliseo"] },
      {
        key: "wife",
        name: ["NAAMAN'S WIFE", "ESPOSA DE NAAMÁN"],
        called: ["Naaman's wife", "la esposa de Naamán"],
        desc: ["worried for her husband", "preocupada por su esposo"],
      },
      {
        key: "officer",
        name: ["OFFICER", "OFICIAL"],
        called: ["Naaman's officer", "el oficial de Naamán"],
        desc: ["one of Naaman's servants", "uno de los siervos de Naamán"],
      },
    ],
    crowd: [
      { name: ["SOLDIER", "SOLDADO"], desc: ["one of Naaman's soldiers", "uno de los soldados de Naamán"] },
    ],
    scenes: [
      {
        place: ["Naaman's House in Syria", "La casa de Naamán en Siria"],
        beats: [
          {
            dir: [
              "{naaman} looks at the spots on his arms and sighs. {girl} watches from the doorway.",
              "{naaman} se mira las manchas de los brazos y suspira. {girl} lo observa desde la puerta.",
            ],
            nar: [
              "Naaman was a great and brave general in the army of Syria. But he had a terrible skin disease called leprosy, and no one could cure him.",
              "Naamán era un general grande y valiente del ejército de Siria. Pero tenía una terrible enfermedad de la piel llamada lepra, y nadie podía curarlo.",
            ],
            say: [
              [
                "wife",
                "The doctors say there is nothing more they can do.",
                "Los médicos dicen que ya no pueden hacer nada.",
              ],
              [
                "girl",
                "If only my master would go to the prophet in Israel! He would heal him.",
                "¡Si mi señor fuera al profeta que está en Israel! Él lo sanaría.",
              ],
              [
                "naaman",
                "A prophet? In Israel? Then I will go, and I will take gifts of silver and gold.",
                "¿Un profeta? ¿En Israel? Entonces iré, y llevaré regalos de plata y oro.",
              ],
            ],
            mood: "sad",
            key: true,
          },
        ],
      },
      {
        place: ["Outside Elisha's House", "Frente a la casa de Eliseo"],
        beats: [
          {
            dir: [
              "{naaman} arrives with soldiers and chests of treasure. {gehazi} comes out alone.",
              "Llega {naaman} con soldados y cofres de tesoros. {gehazi} sale solo.",
            ],
            nar: [
              "Naaman arrived at Elisha's door with his horses and chariots. But Elisha did not even come out. He sent a messenger instead.",
              "Naamán llegó a la puerta de Eliseo con sus caballos y carros. Pero Eliseo ni siquiera salió. Envió un mensajero.",
            ],
            say: [
              [
                "gehazi",
                "My master says: Go and wash seven times in the Jordan River, and you will be healed.",
                "Mi señor dice: Ve y lávate siete veces en el río Jordán, y quedarás sano.",
              ],
              [
                "naaman",
                "What? He didn't even come out to see me! I thought he would wave his hand and call on his God!",
                "¿Qué? ¡Ni siquiera salió a verme! ¡Pensé que movería la mano e invocaría a su Dios!",
              ],
              [
                "naaman",
                "The rivers back home are far better than this muddy Jordan! I'm leaving!",
                "¡Los ríos de mi tierra son mucho mejores que este Jordán lodoso! ¡Me voy!",
              ],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{officer} catches {naaman} by the arm.",
              "{officer} detiene a {naaman} tomándolo del brazo.",
            ],
            nar: [
              "Naaman stormed off in a rage. But his servants spoke to him wisely.",
              "Naamán se fue furioso. Pero sus siervos le hablaron con sabiduría.",
            ],
            say: [
              [
                "officer",
                "Master, if the prophet had asked you to do something hard, wouldn't you have done it? He only said, wash and be clean.",
                "Señor, si el profeta le hubiera pedido algo difícil, ¿no lo habría hecho? Solo le dijo: lávate y quedarás limpio.",
              ],
              [
                "naaman",
                "(a long pause) You're right. I've been too proud.",
                "(una pausa larga) Tienes razón. He sido demasiado orgulloso.",
              ],
            ],
            mood: "calm",
          },
        ],
      },
      {
        place: ["The Jordan River", "El río Jordán"],
        beats: [
          {
            dir: [
              "{naaman} wades into the river, a blue cloth. He ducks down and comes up, again and again. The soldiers count.",
              "{naaman} entra en el río, una tela azul. Se sumerge y sale, una y otra vez. Los soldados cuentan.",
            ],
            nar: [
              "So Naaman went down to the Jordan and dipped himself in the water, once, twice, three times, all the way to seven.",
              "Así que Naamán bajó al Jordán y se sumergió en el agua, una, dos, tres veces, hasta siete.",
            ],
            say: [
              ["crowd", "One! Two! Three!", "¡Una! ¡Dos! ¡Tres!"],
              ["crowd", "Four! Five! Six!", "¡Cuatro! ¡Cinco! ¡Seis!"],
              ["naaman", "Nothing yet. Only once more.", "Nada todavía. Solo una vez más."],
              ["crowd", "Seven!", "¡Siete!"],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{naaman} rises from the water and stares at his arms, amazed.",
              "{naaman} sale del agua y se mira los brazos, asombrado.",
            ],
            nar: [
              "When Naaman came up the seventh time, his skin was as smooth and healthy as a young child's. He was healed!",
              "Cuando Naamán salió la séptima vez, su piel estaba tan suave y sana como la de un niño. ¡Estaba sano!",
            ],
            say: [
              [
                "naaman",
                "Look at my skin! It's clean! It's like a little child's!",
                "¡Miren mi piel! ¡Está limpia! ¡Como la de un niño!",
              ],
              ["officer", "Master, you're healed!", "¡Señor, está sano!"],
              [
                "naaman",
                "Now I know there is no God in all the world except the God of Israel!",
                "¡Ahora sé que no hay Dios en toda la tierra, sino en Israel!",
              ],
            ],
            mood: "joy",
            key: true,
          },
          {
            dir: [
              "{naaman} returns to {elisha} and kneels. {girl} smiles from the side.",
              "{naaman} vuelve ante {elisha} y se arrodilla. {girl} sonríe desde un lado.",
            ],
            nar: [
              "Naaman went back to thank Elisha, and he promised to worship only the Lord from then on.",
              "Naamán volvió para darle las gracias a Eliseo, y prometió adorar solo al Señor de ahí en adelante.",
            ],
            say: [
              ["naaman", "Please accept a gift from me.", "Por favor, acepte un regalo de mi parte."],
              [
                "elisha",
                "As surely as the Lord lives, I will not take anything. It was God who healed you. Go in peace.",
                "Vive el Señor, que no aceptaré nada. Fue Dios quien te sanó. Ve en paz.",
              ],
              [
                "girl",
                "(to the audience) And it all started because I told him about God.",
                "(al público) Y todo comenzó porque yo le hablé de Dios.",
              ],
            ],
            mood: "joy",
          },
        ],
      },
    ],
    refrain: ["Wash and be clean!", "¡Lávate y quedarás limpio!"],
    cue: [
      "count to seven with the soldiers as Naaman dips in the river",
      "cuenten hasta siete con los soldados mientras Naamán se sumerge",
    ],
    questions: [
      ["Who told Naaman about God's prophet?", "¿Quién le habló a Naamán del profeta de Dios?"],
      ["Why was Naaman angry at first?", "¿Por qué se enojó Naamán al principio?"],
      [
        "How can you, like the servant girl, tell someone about God?",
        "¿Cómo puedes tú, como la muchacha, hablarle a alguien de Dios?",
      ],
    ],
    verse: {
      en: "Humble yourselves in the sight of the Lord, and he shall lift you up.",
      es: "Humillaos delante del Señor, y él os ensalzará.",
      ref: "James 4:10",
      refEs: "Santiago 4:10",
    },
    props: [
      "a blue cloth for the river, a treasure chest, make-up dots for spots that can be wiped away",
      "una tela azul como río, un cofre de tesoro, puntos de maquillaje para las manchas que se puedan borrar",
    ],
  },
  {
    id: "esther",
    title: ["Queen Esther", "La reina Ester"],
    ref: "Esther 4:1-7:10",
    alsoRefs: ["Esther 2:1-18"],
    keys: [
      "esther",
      "ester",
      "mordecai",
      "mardoqueo",
      "haman",
      "aman",
      "king xerxes",
      "ahasuerus",
      "asuero",
      "such a time as this",
      "para esta hora",
      "queen",
      "reina",
      "purim",
      "persia",
    ],
    themes: ["courage", "prayer"],
    summary: [
      "When wicked Haman plots to destroy the Jews, Queen Esther risks her life to go before the king uninvited, and God uses her courage to save her people.",
      "Cuando el malvado Amán planea destruir a los judíos, la reina Ester arriesga su vida al presentarse ante el rey sin ser llamada, y Dios usa su valentía para salvar a su pueblo.",
    ],
    lesson: [
      "God puts us where we are for a reason, and He gives us courage to do what is right.",
      "Dios nos pone donde estamos por una razón, y nos da valor para hacer lo correcto.",
    ],
    chars: [
      {
        key: "esther",
        name: ["QUEEN ESTHER", "REINA ESTER"],
        called: ["Queen Esther", "la reina Ester"],
        desc: ["a young Jewish queen of Persia", "una joven reina judía de Persia"],
      },
      {
        key: "mordecai",
        name: ["MORDECAI", "MARDOQUEO"],
        desc: ["Esther's cousin, who raised her", "el primo de Ester, que la crió"],
      },
      {
        key: "haman",
        name: ["HAMAN", "AMÁN"],
        desc: ["the king's proud and wicked official", "el orgulloso y malvado funcionario del rey"],
        foe: true,
      },
      {
        key: "king",
        name: ["KING XERXES", "REY ASUERO"],
        called: ["King Xerxes", "el rey Asuero"],
        desc: ["the mighty king of Persia", "el poderoso rey de Persia"],
      },
      {
        key: "hathach",
        name: ["HATHACH", "HATAC"],
        desc: ["Esther's trusted servant", "el siervo de confianza de Ester"],
      },
    ],
    crowd: [
      {
        name: ["COURTIER", "CORTESANO"],
        desc: ["a member of the royal court", "un miembro de la corte real"],
      },
      { name: ["GUARD", "GUARDIA"], desc: ["a palace guard", "un guardia del palacio"] },
    ],
    scenes: [
      {
        place: ["The King's Gate", "La puerta del rey"],
        beats: [
          {
            dir: [
              "Everyone bows as {haman} passes, except {mordecai}, who stands tall.",
              "Todos se inclinan al paso de {haman}, excepto {mordecai}, que permanece erguido.",
            ],
            nar: [
              "Esther, a Jewish orphan, had become queen of Persia, but she had kept her family a secret. Her cousin Mordecai refused to bow down to the proud official Haman.",
              "Ester, una huérfana judía, había llegado a ser reina de Persia, pero había guardado en secreto su origen. Su primo Mardoqueo se negaba a inclinarse ante el orgulloso funcionario Amán.",
            ],
            say: [
              [
                "haman",
                "Why don't you bow to me? Everyone bows to me!",
                "¿Por qué no te inclinas ante mí? ¡Todos se inclinan ante mí!",
              ],
              ["mordecai", "I am a Jew. I bow only to God.", "Soy judío. Solo me inclino ante Dios."],
              [
                "haman",
                "(to the audience) A Jew, is he? Then I'll get rid of him, and all his people with him!",
                "(al público) ¿Conque judío? ¡Entonces me desharé de él, y de todo su pueblo!",
              ],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{haman} hands a scroll to {king}, who stamps it with his ring without reading it.",
              "{haman} le entrega un pergamino a {king}, que lo sella con su anillo sin leerlo.",
            ],
            nar: [
              "Haman tricked the king into signing a law: on a certain day, all the Jews in the kingdom would be destroyed.",
              "Amán engañó al rey para que firmara una ley: en cierto día, todos los judíos del reino serían destruidos.",
            ],
            say: [
              [
                "haman",
                "Your Majesty, there is a certain people who don't obey your laws. Let a decree be written to destroy them.",
                "Majestad, hay cierto pueblo que no obedece sus leyes. Que se escriba un decreto para destruirlo.",
              ],
              [
                "king",
                "Do as you like with them. Here is my ring.",
                "Haz con ellos lo que quieras. Aquí tienes mi anillo.",
              ],
              [
                "crowd",
                "The law has been sealed with the king's ring. It can never be changed!",
                "¡La ley ha sido sellada con el anillo del rey! ¡Ya no se puede cambiar!",
              ],
            ],
            mood: "fear",
          },
        ],
      },
      {
        place: ["The Queen's Rooms", "Los aposentos de la reina"],
        beats: [
          {
            dir: [
              "{esther} paces. {hathach} brings her a message from {mordecai}.",
              "{esther} camina de un lado a otro. {hathach} le trae un mensaje de {mordecai}.",
            ],
            nar: [
              "Mordecai sent word to Esther: she must go to the king and beg for her people. But anyone who went to the king without being called could be put to death.",
              "Mardoqueo le mandó decir a Ester que debía ir ante el rey a suplicar por su pueblo. Pero cualquiera que se presentara ante el rey sin ser llamado podía morir.",
            ],
            say: [
              [
                "hathach",
                "My queen, Mordecai says you must go to the king and plead for your people.",
                "Mi reina, Mardoqueo dice que debe ir ante el rey y suplicar por su pueblo.",
              ],
              [
                "esther",
                "But no one may go to the king without being called, or they die, unless he holds out his golden sceptre!",
                "¡Pero nadie puede presentarse ante el rey sin ser llamado, o muere, a menos que él le extienda su cetro de oro!",
              ],
              [
                "mordecai",
                "Don't think you will escape because you live in the palace. Who knows? Perhaps you have come to be queen for such a time as this.",
                "No pienses que escaparás por estar en el palacio. ¿Quién sabe si para esta hora has llegado a ser reina?",
              ],
            ],
            mood: "tension",
            key: true,
          },
          {
            dir: [
              "{esther} takes a deep breath and lifts her chin.",
              "{esther} respira hondo y levanta la barbilla.",
            ],
            nar: ["Esther made a brave decision.", "Ester tomó una decisión valiente."],
            say: [
              [
                "esther",
                "Tell Mordecai to gather all the Jews and fast and pray for me for three days. My maids and I will do the same.",
                "Dile a Mardoqueo que reúna a todos los judíos y que ayunen y oren por mí durante tres días. Mis doncellas y yo haremos lo mismo.",
              ],
              [
                "esther",
                "Then I will go to the king, even though it is against the law. And if I die, I die.",
                "Después iré ante el rey, aunque sea contra la ley. Y si perezco, que perezca.",
              ],
            ],
            mood: "fear",
          },
        ],
      },
      {
        place: ["The Throne Room", "La sala del trono"],
        beats: [
          {
            dir: [
              "{esther} walks slowly toward {king}. The courtiers hold their breath. The king stares... then holds out his golden sceptre.",
              "{esther} camina despacio hacia {king}. Los cortesanos contienen el aliento. El rey la mira fijamente... y le extiende su cetro de oro.",
            ],
            nar: [
              "On the third day, Esther put on her royal robes and stood in the king's hall. Everyone waited to see what the king would do.",
              "Al tercer día, Ester se vistió con sus ropas reales y se presentó en el patio del rey. Todos esperaban a ver qué haría el rey.",
            ],
            say: [
              [
                "crowd",
                "(whispering) The queen! She wasn't called!",
                "(susurrando) ¡La reina! ¡No fue llamada!",
              ],
              [
                "king",
                "What is it, Queen Esther? Whatever you ask, even half my kingdom, it is yours.",
                "¿Qué te pasa, reina Ester? Lo que pidas, aunque sea la mitad de mi reino, te será dado.",
              ],
              [
                "esther",
                "If it pleases the king, come today with Haman to a banquet I have prepared.",
                "Si le parece bien al rey, venga hoy con Amán a un banquete que he preparado.",
              ],
            ],
            mood: "tension",
            key: true,
          },
        ],
      },
      {
        place: ["Queen Esther's Banquet", "El banquete de la reina Ester"],
        beats: [
          {
            dir: [
              "{king}, {esther} and a smug {haman} sit at a table.",
              "{king}, {esther} y un presumido {haman} están sentados a la mesa.",
            ],
            nar: [
              "At the banquet, Esther finally told the king the truth.",
              "En el banquete, Ester por fin le dijo al rey la verdad.",
            ],
            say: [
              [
                "king",
                "Now, Queen Esther, what is your request?",
                "Ahora, reina Ester, ¿cuál es tu petición?",
              ],
              [
                "esther",
                "Spare my life, and spare my people! We have been sold to be destroyed.",
                "¡Que se me perdone la vida, a mí y a mi pueblo! Hemos sido vendidos para ser destruidos.",
              ],
              ["king", "Who would dare to do such a thing?", "¿Quién se atrevería a hacer tal cosa?"],
              ["esther", "The enemy is this wicked Haman!", "¡El enemigo es este malvado Amán!"],
              [
                "haman",
                "(trembling) Your Majesty, I... I didn't know she was a Jew!",
                "(temblando) Majestad, yo... ¡yo no sabía que ella era judía!",
              ],
            ],
            mood: "tension",
          },
          {
            dir: [
              "Guards lead {haman} away. {king} gives his ring to {mordecai}. {esther} and Mordecai embrace.",
              "Los guardias se llevan a {haman}. {king} le da su anillo a {mordecai}. {esther} y Mardoqueo se abrazan.",
            ],
            nar: [
              "Haman was punished for his evil plan. The king gave Mordecai his ring and let the Jews defend themselves, and God's people were saved. They still celebrate with a feast called Purim.",
              "Amán fue castigado por su plan malvado. El rey le dio su anillo a Mardoqueo y permitió que los judíos se defendieran, y el pueblo de Dios se salvó. Hasta hoy lo celebran con una fiesta llamada Purim.",
            ],
            say: [
              [
                "king",
                "Take him away! Mordecai, wear my ring, and write a new law to protect your people.",
                "¡Llévenselo! Mardoqueo, lleva mi anillo y escribe una nueva ley para proteger a tu pueblo.",
              ],
              [
                "mordecai",
                "The Jews are saved! Let there be joy and feasting!",
                "¡Los judíos se han salvado! ¡Que haya alegría y banquete!",
              ],
              [
                "esther",
                "God was with us the whole time, even when no one could see Him.",
                "Dios estuvo con nosotros todo el tiempo, aunque nadie pudiera verlo.",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["For such a time as this!", "¡Para esta hora!"],
    cue: [
      "boo and hiss whenever Haman appears, and cheer for Esther",
      "abucheen cada vez que aparezca Amán y aplaudan a Ester",
    ],
    questions: [
      [
        "Why was it dangerous for Esther to go to the king?",
        "¿Por qué era peligroso que Ester fuera ante el rey?",
      ],
      [
        "What did Esther do before she went to the king?",
        "¿Qué hizo Ester antes de presentarse ante el rey?",
      ],
      ["Where has God placed you for such a time as this?", "¿Dónde te ha puesto Dios para esta hora?"],
    ],
    verse: {
      en: "For if thou altogether holdest thy peace at this time, then shall there enlargement and deliverance arise to the Jews from another place; but thou and thy father's house shall be destroyed: and who knoweth whether thou art come to the kingdom for such a time as this?",
      es: "Porque si absolutamente callares en este tiempo, respiro y libertación tendrán los Judíos de otra parte; mas tú y la casa de tu padre pereceréis. ¿Y quién sabe si para esta hora te han hecho llegar al reino?",
      ref: "Esther 4:14",
      refEs: "Ester 4:14",
    },
    props: [
      "crowns, a golden sceptre (a wrapped stick), a scroll, a ring, a small table for the banquet",
      "coronas, un cetro de oro (un palo forrado), un pergamino, un anillo, una mesita para el banquete",
    ],
  },
  {
    id: "lions-den",
    title: ["Daniel in the Lions' Den", "Daniel en el foso de los leones"],
    ref: "Daniel 6:1-28",
    keys: [
      "daniel",
      "lions",
      "lions den",
      "leones",
      "foso de los leones",
      "den of lions",
      "darius",
      "dario",
      "pray three times",
      "orar tres veces",
      "window",
      "ventana",
    ],
    themes: ["courage", "prayer"],
    summary: [
      "Jealous officials trick King Darius into outlawing prayer; Daniel keeps praying, is thrown to the lions, and God shuts the lions' mouths.",
      "Unos funcionarios envidiosos engañan al rey Darío para que prohíba la oración; Daniel sigue orando, es echado a los leones y Dios cierra la boca de los leones.",
    ],
    lesson: [
      "Keep talking to God, even when it's hard; He is with us in every danger.",
      "Sigue hablando con Dios aunque sea difícil; Él está con nosotros en todo peligro.",
    ],
    chars: [
      {
        key: "daniel",
        name: ["DANIEL", "DANIEL"],
        desc: ["a faithful servant of God and of the king", "un siervo fiel de Dios y del rey"],
      },
      {
        key: "darius",
        name: ["KING DARIUS", "REY DARÍO"],
        called: ["King Darius", "el rey Darío"],
        desc: ["the king who likes Daniel", "el rey que aprecia a Daniel"],
      },
      {
        key: "official",
        name: ["CHIEF OFFICIAL", "JEFE DE LOS SÁTRAPAS"],
        called: ["the chief official", "el jefe de los sátrapas"],
        desc: ["jealous of Daniel", "envidioso de Daniel"],
        foe: true,
      },
      {
        key: "angel",
        name: ["ANGEL", "ÁNGEL"],
        called: ["an angel", "un ángel"],
        desc: ["sent by God", "enviado por Dios"],
      },
    ],
    crowd: [
      { name: ["COURTIER", "CORTESANO"], desc: ["a servant in the palace", "un servidor del palacio"] },
      {
        name: ["OFFICIAL", "SÁTRAPA"],
        desc: ["one of the jealous officials", "uno de los funcionarios envidiosos"],
        foe: true,
      },
      { name: ["LION", "LEÓN"], desc: ["a hungry lion", "un león hambriento"], creature: true },
    ],
    scenes: [
      {
        place: ["King Darius's Palace", "El palacio del rey Darío"],
        beats: [
          {
            dir: [
              "{official} and the other officials whisper in a huddle, glaring at {daniel}.",
              "{official} y los otros funcionarios cuchichean en grupo, mirando con rabia a {daniel}.",
            ],
            nar: [
              "Daniel served King Darius so well that the king planned to put him in charge of the whole kingdom. The other officials were jealous, but they could find nothing wrong with him.",
              "Daniel servía tan bien al rey Darío que el rey pensaba ponerlo a cargo de todo el reino. Los otros funcionarios sentían envidia, pero no encontraban ninguna falta en él.",
            ],
            say: [
              [
                "official",
                "We'll never catch him doing anything wrong. He's too honest.",
                "Nunca lo atraparemos haciendo algo malo. Es demasiado honrado.",
              ],
              ["foes", "Unless it has to do with his God.", "A menos que tenga que ver con su Dios."],
              [
                "official",
                "Yes! He prays to his God every day. We'll use that.",
                "¡Sí! Ora a su Dios todos los días. Usaremos eso.",
              ],
            ],
            mood: "tension",
          },
          {
            dir: [
              "The officials bow before {darius} and unroll a scroll.",
              "Los funcionarios se inclinan ante {darius} y desenrollan un pergamino.",
            ],
            nar: [
              "The officials flattered the king and asked him to sign a new law.",
              "Los funcionarios adularon al rey y le pidieron que firmara una nueva ley.",
            ],
            say: [
              [
                "official",
                "O King, live forever! Make a law that for thirty days, no one may pray to any god or man except you. Anyone who disobeys will be thrown into the lions' den.",
                "¡Oh rey, vive para siempre! Haz una ley de que, durante treinta días, nadie pida nada a ningún dios ni hombre sino a ti. El que desobedezca será echado al foso de los leones.",
              ],
              [
                "darius",
                "Only me, for thirty days? Very well. I'll sign it.",
                "¿Solo a mí, durante treinta días? Muy bien. La firmaré.",
              ],
              [
                "foes",
                "And the laws of the Medes and Persians can never be changed!",
                "¡Y las leyes de los medos y los persas no pueden cambiarse!",
              ],
            ],
            mood: "tension",
          },
        ],
      },
      {
        place: ["Daniel's Upstairs Room", "El aposento alto de Daniel"],
        beats: [
          {
            dir: [
              "{daniel} opens his window, kneels and prays. The officials peek in and point.",
              "{daniel} abre su ventana, se arrodilla y ora. Los funcionarios se asoman y lo señalan.",
            ],
            nar: [
              "Daniel knew about the new law. But he went home, opened his window toward Jerusalem and prayed three times a day, just as he always had.",
              "Daniel sabía de la nueva ley. Pero fue a su casa, abrió su ventana hacia Jerusalén y oró tres veces al día, como siempre lo había hecho.",
            ],
            say: [
              [
                "daniel",
                "Lord, You are my God. I will pray to You and no one else. Thank You for all Your goodness.",
                "Señor, tú eres mi Dios. Oraré a ti y a nadie más. Gracias por toda tu bondad.",
              ],
              ["foes", "We caught him! He's praying to his God!", "¡Lo atrapamos! ¡Está orando a su Dios!"],
              ["official", "To the king, quickly!", "¡Al rey, rápido!"],
            ],
            mood: "calm",
            key: true,
          },
          {
            dir: [
              "{darius} puts his head in his hands. {official} taps the scroll.",
              "{darius} se cubre la cara con las manos. {official} golpea el pergamino con el dedo.",
            ],
            nar: [
              "When the king heard that Daniel had broken the law, he was very upset. He tried all day to find a way to save Daniel, but the law could not be changed.",
              "Cuando el rey supo que Daniel había desobedecido la ley, se entristeció mucho. Todo el día buscó la manera de salvarlo, pero la ley no se podía cambiar.",
            ],
            say: [
              [
                "official",
                "O King, Daniel ignores your law. He still prays three times a day!",
                "¡Oh rey, Daniel no respeta tu ley! ¡Sigue orando tres veces al día!",
              ],
              [
                "darius",
                "What have I done? Daniel is my most faithful servant!",
                "¿Qué he hecho? ¡Daniel es mi siervo más fiel!",
              ],
              [
                "darius",
                "Daniel, may your God, whom you serve faithfully, rescue you.",
                "Daniel, que tu Dios, a quien sirves con fidelidad, te libre.",
              ],
            ],
            mood: "sad",
          },
        ],
      },
      {
        place: ["The Lions' Den", "El foso de los leones"],
        beats: [
          {
            dir: [
              "{daniel} is lowered into the den. Lions prowl and roar. A big stone rolls across the entrance.",
              "Bajan a {daniel} al foso. Los leones merodean y rugen. Una gran piedra tapa la entrada.",
            ],
            nar: [
              "Daniel was thrown into the den of lions, and a stone was rolled over the opening. The king went back to his palace, but he could not eat or sleep.",
              "Daniel fue echado al foso de los leones, y pusieron una piedra sobre la entrada. El rey volvió a su palacio, pero no pudo comer ni dormir.",
            ],
            say: [
              ["crowd:2", "Roar! Grrr!", "¡Grrr! ¡Groar!"],
              [
                "daniel",
                "Lord, I'm in Your hands. I'm not afraid.",
                "Señor, estoy en tus manos. No tengo miedo.",
              ],
              [
                "darius",
                "(pacing in his palace) I can't sleep. Is Daniel's God able to save him?",
                "(caminando en su palacio) No puedo dormir. ¿Podrá el Dios de Daniel salvarlo?",
              ],
            ],
            mood: "fear",
            key: true,
          },
          {
            dir: [
              "{angel} appears beside {daniel}. The lions yawn, lie down and curl up like kittens.",
              "{angel} aparece junto a {daniel}. Los leones bostezan, se echan y se acurrucan como gatitos.",
            ],
            nar: [
              "God sent His angel, who shut the lions' mouths. All night long, not one lion touched Daniel.",
              "Dios envió a su ángel, que cerró la boca de los leones. En toda la noche, ni un solo león tocó a Daniel.",
            ],
            say: [
              [
                "angel",
                "Do not be afraid, Daniel. God has sent me to shut the lions' mouths.",
                "No temas, Daniel. Dios me ha enviado a cerrar la boca de los leones.",
              ],
              ["crowd:2", "(yawning) Purrrr...", "(bostezando) Rrrrr..."],
              ["daniel", "Good night, lions. Sleep well.", "Buenas noches, leones. Que descansen."],
            ],
            mood: "wonder",
          },
          {
            dir: [
              "At dawn {darius} runs to the den. The stone is rolled away. {daniel} climbs out, smiling.",
              "Al amanecer {darius} corre al foso. Quitan la piedra. {daniel} sale sonriendo.",
            ],
            nar: [
              "At the first light of dawn the king hurried to the den and called out to Daniel.",
              "Al despuntar el alba el rey corrió al foso y llamó a Daniel.",
            ],
            say: [
              [
                "darius",
                "Daniel! Servant of the living God! Has your God been able to save you from the lions?",
                "¡Daniel! ¡Siervo del Dios viviente! ¿Pudo tu Dios librarte de los leones?",
              ],
              [
                "daniel",
                "O King, live forever! My God sent His angel and shut the lions' mouths. They have not hurt me at all.",
                "¡Oh rey, vive para siempre! Mi Dios envió a su ángel y cerró la boca de los leones. No me han hecho ningún daño.",
              ],
              [
                "darius",
                "Everyone in my kingdom must honour the God of Daniel. He is the living God, and He rescues and saves!",
                "¡Que todos en mi reino honren al Dios de Daniel! ¡Él es el Dios viviente, que libra y salva!",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["My God shut the lions' mouths!", "¡Mi Dios cerró la boca de los leones!"],
    cue: [
      "roar like hungry lions, then yawn and go quiet",
      "rujan como leones hambrientos y luego bostecen y guarden silencio",
    ],
    questions: [
      ["What did Daniel do when the new law was made?", "¿Qué hizo Daniel cuando se hizo la nueva ley?"],
      ["How did God protect Daniel?", "¿Cómo protegió Dios a Daniel?"],
      [
        "When is it hard for you to pray or to do what's right?",
        "¿Cuándo te cuesta orar o hacer lo correcto?",
      ],
    ],
    verse: {
      en: "My God hath sent his angel, and hath shut the lions' mouths, that they have not hurt me: forasmuch as before him innocency was found in me; and also before thee, O king, have I done no hurt.",
      es: "El Dios mío envió su ángel, el cual cerró la boca de los leones, para que no me hiciesen mal: porque delante de él se halló en mí justicia: y aun delante de ti, oh rey, yo no he hecho lo que no debiese.",
      ref: "Daniel 6:22",
      refEs: "Daniel 6:22",
    },
    props: [
      "lion masks or ears, a scroll, a window frame, a cardboard stone",
      "máscaras u orejas de león, un pergamino, un marco de ventana, una piedra de cartón",
    ],
  },
  {
    id: "fiery-furnace",
    title: ["The Fiery Furnace", "El horno de fuego"],
    ref: "Daniel 3:1-30",
    keys: [
      "fiery furnace",
      "horno de fuego",
      "horno",
      "furnace",
      "shadrach",
      "sadrac",
      "meshach",
      "mesac",
      "abednego",
      "abed nego",
      "nebuchadnezzar",
      "nabucodonosor",
      "golden statue",
      "estatua de oro",
      "fourth man",
      "cuarto hombre",
    ],
    themes: ["courage", "trust"],
    summary: [
      "Shadrach, Meshach and Abednego refuse to bow to King Nebuchadnezzar's golden statue; thrown into a blazing furnace, they walk unharmed with a fourth figure beside them.",
      "Sadrac, Mesac y Abed-nego se niegan a adorar la estatua de oro del rey Nabucodonosor; echados en un horno ardiente, caminan ilesos junto a un cuarto personaje.",
    ],
    lesson: [
      "Stand up for God even when everyone else bows down; He is with us in the fire.",
      "Mantente firme por Dios aunque todos se inclinen; Él está con nosotros en el fuego.",
    ],
    chars: [
      {
        key: "shadrach",
        name: ["SHADRACH", "SADRAC"],
        desc: ["a young Jewish official", "un joven funcionario judío"],
      },
      { key: "meshach", name: ["MESHACH", "MESAC"], desc: ["Shadrach's friend", "amigo de Sadrac"] },
      { key: "abednego", name: ["ABEDNEGO", "ABED-NEGO"], desc: ["Shadrach's friend", "amigo de Sadrac"] },
      {
        key: "king",
        name: ["KING NEBUCHADNEZZAR", "REY NABUCODONOSOR"],
        called: ["King Nebuchadnezzar", "el rey Nabucodonosor"],
        desc: ["the proud king of Babylon", "el orgulloso rey de Babilonia"],
        foe: true,
      },
      {
        key: "herald",
        name: ["HERALD", "PREGONERO"],
        called: ["the herald", "el pregonero"],
        desc: ["announces the king's command", "anuncia la orden del rey"],
        foe: true,
      },
      {
        key: "fourth",
        name: ["FOURTH MAN", "CUARTO HOMBRE"],
        called: ["a fourth man", "un cuarto hombre"],
        desc: ["a shining figure in the fire", "una figura resplandeciente en el fuego"],
      },
    ],
    crowd: [
      {
        name: ["ADVISER", "CONSEJERO"],
        desc: ["one of the king's advisers", "uno de los consejeros del rey"],
      },
      {
        name: ["SOLDIER", "SOLDADO"],
        desc: ["one of the king's strongest soldiers", "uno de los soldados más fuertes del rey"],
        foe: true,
      },
    ],
    scenes: [
      {
        place: ["The Plain of Dura", "El campo de Dura"],
        beats: [
          {
            dir: [
              "A tall gold-painted statue stands center stage. {herald} unrolls a scroll. {king} watches proudly.",
              "Una estatua alta pintada de dorado está en el centro. {herald} desenrolla un pergamino. {king} observa con orgullo.",
            ],
            nar: [
              "King Nebuchadnezzar built a huge golden statue, ninety feet high, and commanded everyone in Babylon to bow down and worship it.",
              "El rey Nabucodonosor hizo una enorme estatua de oro, de veintisiete metros de alto, y ordenó que todos en Babilonia se inclinaran y la adoraran.",
            ],
            say: [
              [
                "herald",
                "People of every nation! When you hear the music, bow down and worship the golden statue!",
                "¡Pueblos de todas las naciones! ¡Cuando oigan la música, inclínense y adoren la estatua de oro!",
              ],
              [
                "herald",
                "Anyone who does not bow will be thrown into a blazing furnace!",
                "¡El que no se incline será echado en un horno de fuego ardiendo!",
              ],
              ["king", "Strike up the music!", "¡Que suene la música!"],
            ],
            mood: "tension",
          },
          {
            dir: [
              "Music plays. Everyone falls flat on the ground, except {shadrach}, {meshach} and {abednego}, who stand tall.",
              "Suena la música. Todos se postran en el suelo, excepto {shadrach}, {meshach} y {abednego}, que permanecen de pie.",
            ],
            nar: [
              "The music played, and everyone bowed down. Everyone except three young men who loved God: Shadrach, Meshach and Abednego.",
              "Sonó la música, y todos se inclinaron. Todos excepto tres jóvenes que amaban a Dios: Sadrac, Mesac y Abed-nego.",
            ],
            say: [
              ["crowd", "(whispering) Get down! Are you crazy?", "(susurrando) ¡Agáchense! ¿Están locos?"],
              ["shadrach", "We worship only the one true God.", "Solo adoramos al único Dios verdadero."],
              ["meshach", "We can't bow down to a statue.", "No podemos inclinarnos ante una estatua."],
            ],
            mood: "tension",
            key: true,
          },
          {
            dir: ["{king} storms over, red in the face.", "{king} se acerca furioso, rojo de ira."],
            nar: [
              "The king was furious and gave them one more chance.",
              "El rey se enfureció y les dio una última oportunidad.",
            ],
            say: [
              [
                "king",
                "Is it true you will not worship my golden statue? I'll give you one more chance. Bow down, or into the furnace you go! What god could rescue you from me?",
                "¿Es verdad que no adoran mi estatua de oro? Les daré otra oportunidad. ¡Inclínense, o irán al horno! ¿Qué dios podrá librarlos de mis manos?",
              ],
              [
                "abednego",
                "O King, our God is able to save us from the furnace, and He will rescue us from your hand.",
                "Oh rey, nuestro Dios puede librarnos del horno, y nos librará de tu mano.",
              ],
              [
                "shadrach",
                "But even if He doesn't, we will never worship your golden statue.",
                "Y aunque no lo hiciera, nunca adoraremos tu estatua de oro.",
              ],
            ],
            mood: "tension",
            key: true,
          },
        ],
      },
      {
        place: ["The Blazing Furnace", "El horno ardiente"],
        beats: [
          {
            dir: [
              "Red and orange streamers wave wildly. Soldiers push {shadrach}, {meshach} and {abednego} in, then stagger back from the heat.",
              "Cintas rojas y anaranjadas se agitan con fuerza. Los soldados empujan a {shadrach}, {meshach} y {abednego} al horno y retroceden tambaleándose por el calor.",
            ],
            nar: [
              "The king ordered the furnace heated seven times hotter than usual. His strongest soldiers tied up the three friends and threw them into the flames.",
              "El rey ordenó que calentaran el horno siete veces más de lo normal. Sus soldados más fuertes ataron a los tres amigos y los echaron a las llamas.",
            ],
            say: [
              [
                "king",
                "Heat it seven times hotter! Throw them in!",
                "¡Caliéntenlo siete veces más! ¡Échenlos dentro!",
              ],
              ["foes", "It's too hot! We can't get near it!", "¡Quema demasiado! ¡No podemos acercarnos!"],
            ],
            mood: "fear",
          },
          {
            dir: [
              "Inside the flames, the three friends stand up, untied. {fourth} appears beside them, glowing. They walk around calmly.",
              "Dentro de las llamas, los tres amigos se levantan, desatados. {fourth} aparece junto a ellos, resplandeciente. Caminan tranquilos.",
            ],
            nar: [
              "The king looked into the furnace and jumped up in amazement.",
              "El rey miró dentro del horno y se levantó de un salto, asombrado.",
            ],
            say: [
              [
                "king",
                "Didn't we throw three men into the fire, tied up?",
                "¿No echamos a tres hombres atados dentro del fuego?",
              ],
              ["crowd", "Yes, O King.", "Sí, oh rey."],
              [
                "king",
                "Then why do I see four men, walking around in the fire, unharmed? And the fourth looks like a son of the gods!",
                "¿Entonces por qué veo a cuatro hombres paseándose en el fuego sin sufrir daño? ¡Y el cuarto parece hijo de los dioses!",
              ],
              ["meshach", "We're not alone in here!", "¡No estamos solos aquí dentro!"],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "The three friends step out of the furnace. The advisers crowd round, sniffing their clothes.",
              "Los tres amigos salen del horno. Los consejeros los rodean y les huelen la ropa.",
            ],
            nar: [
              "The king called them out. The fire had not burned a hair on their heads. Their clothes did not even smell of smoke.",
              "El rey los llamó para que salieran. El fuego no les había quemado ni un cabello. Su ropa ni siquiera olía a humo.",
            ],
            say: [
              [
                "king",
                "Shadrach, Meshach and Abednego, servants of the Most High God, come out!",
                "¡Sadrac, Mesac y Abed-nego, siervos del Dios Altísimo, salgan!",
              ],
              [
                "crowd",
                "Not a hair burned! They don't even smell of smoke!",
                "¡Ni un cabello quemado! ¡Ni siquiera huelen a humo!",
              ],
              [
                "king",
                "Praise be to their God, who sent His angel and rescued His servants! No other god can save like this!",
                "¡Bendito sea su Dios, que envió a su ángel y libró a sus siervos! ¡No hay otro dios que pueda salvar así!",
              ],
              [
                "abednego",
                "Our God was with us in the fire.",
                "Nuestro Dios estuvo con nosotros en el fuego.",
              ],
            ],
            mood: "joy",
          },
        ],
      },
    ],
    refrain: ["Our God is able!", "¡Nuestro Dios puede librarnos!"],
    cue: [
      "stay sitting up tall when everyone on stage bows down",
      "quédense bien erguidos en sus asientos cuando todos en el escenario se inclinen",
    ],
    questions: [
      [
        "Why wouldn't the three friends bow down to the statue?",
        "¿Por qué los tres amigos no se inclinaron ante la estatua?",
      ],
      ["Who did the king see in the fire with them?", "¿A quién vio el rey en el fuego con ellos?"],
      [
        "When is it hard to stand up for what's right when everyone else goes along?",
        "¿Cuándo es difícil mantenerse firme en lo correcto cuando todos los demás siguen la corriente?",
      ],
    ],
    verse: {
      en: "If it be so, our God whom we serve is able to deliver us from the burning fiery furnace, and he will deliver us out of thine hand, O king.",
      es: "He aquí nuestro Dios á quien honramos, puede librarnos del horno de fuego ardiendo; y de tu mano, oh rey, nos librará.",
      ref: "Daniel 3:17",
      refEs: "Daniel 3:17",
    },
    props: [
      "a tall cardboard statue painted gold, red and orange streamers, rope, a crown",
      "una estatua alta de cartón pintada de dorado, cintas rojas y anaranjadas, cuerda, una corona",
    ],
  },
  {
    id: "jonah",
    title: ["Jonah and the Big Fish", "Jonás y el gran pez"],
    ref: "Jonah 1:1-3:10",
    keys: [
      "jonah",
      "jonas",
      "big fish",
      "gran pez",
      "whale",
      "ballena",
      "nineveh",
      "ninive",
      "storm at sea",
      "tarshish",
      "tarsis",
      "swallowed",
      "three days",
    ],
    themes: ["obedience", "forgiveness"],
    summary: [
      "Jonah runs from God's call to preach in Nineveh, is swallowed by a great fish, prays, and is given a second chance; Nineveh turns to God and is spared.",
      "Jonás huye del llamado de Dios a predicar en Nínive, es tragado por un gran pez, ora y recibe una segunda oportunidad; Nínive se vuelve a Dios y es perdonada.",
    ],
    lesson: [
      "You can't outrun God, and He gives second chances.",
      "No puedes huir de Dios, y Él da segundas oportunidades.",
    ],
    chars: [
      { key: "jonah", name: ["JONAH", "JONÁS"], desc: ["a prophet who runs away", "un profeta que huye"] },
      {
        key: "god",
        name: ["VOICE OF GOD", "VOZ DE DIOS"],
        called: ["God", "Dios"],
        desc: ["speaks from offstage", "habla desde fuera del escenario"],
        voice: true,
      },
      {
        key: "captain",
        name: ["SHIP'S CAPTAIN", "CAPITÁN DEL BARCO"],
        called: ["the captain", "el capitán"],
        desc: ["the worried captain", "el preocupado capitán"],
      },
      {
        key: "king",
        name: ["KING OF NINEVEH", "REY DE NÍNIVE"],
        called: ["the king of Nineveh", "el rey de Nínive"],
        desc: ["rules a wicked city", "gobierna una ciudad perversa"],
      },
      {
        key: "fish",
        name: ["BIG FISH", "GRAN PEZ"],
        called: ["the big fish", "el gran pez"],
        desc: ["sent by God", "enviado por Dios"],
      },
    ],
    crowd: [
      { name: ["SAILOR", "MARINERO"], desc: ["a frightened sailor", "un marinero asustado"] },
      { name: ["NINEVITE", "NINIVITA"], desc: ["a person of Nineveh", "un habitante de Nínive"] },
    ],
    scenes: [
      {
        place: ["The Port of Joppa", "El puerto de Jope"],
        beats: [
          {
            dir: [
              "{jonah} hears {god} and covers his ears. He grabs a bag and runs toward a ship.",
              "{jonah} oye a {god} y se tapa los oídos. Toma una bolsa y corre hacia un barco.",
            ],
            nar: [
              "God told Jonah to go to the great city of Nineveh and warn the people to stop their wicked ways. But Jonah ran the other way.",
              "Dios le dijo a Jonás que fuera a la gran ciudad de Nínive y advirtiera a la gente que dejara su maldad. Pero Jonás huyó en dirección contraria.",
            ],
            say: [
              [
                "god",
                "Jonah, go to Nineveh and preach against it, for its wickedness has come up before Me.",
                "Jonás, ve a Nínive y predica contra ella, porque su maldad ha subido delante de mí.",
              ],
              [
                "jonah",
                "Nineveh? Those people are our enemies! I'm not going there!",
                "¿Nínive? ¡Esa gente es nuestra enemiga! ¡Yo no voy allá!",
              ],
              [
                "jonah",
                "One ticket to Tarshish, please. As far away as this ship will go.",
                "Un pasaje a Tarsis, por favor. Lo más lejos que llegue este barco.",
              ],
              ["captain", "Welcome aboard!", "¡Bienvenido a bordo!"],
            ],
            mood: "tension",
            key: true,
          },
        ],
      },
      {
        place: ["On the Stormy Sea", "En el mar embravecido"],
        beats: [
          {
            dir: [
              "Thunder crashes. The sailors sway wildly. {jonah} snores below deck.",
              "Retumban los truenos. Los marineros se tambalean sin control. {jonah} ronca en la bodega.",
            ],
            nar: [
              "God sent a great wind, and a terrible storm struck the ship. The sailors were terrified, but Jonah was fast asleep.",
              "Dios envió un gran viento, y una terrible tormenta azotó el barco. Los marineros estaban aterrados, pero Jonás dormía profundamente.",
            ],
            say: [
              [
                "crowd:0",
                "We're going to sink! Throw the cargo overboard!",
                "¡Nos vamos a hundir! ¡Echen la carga al mar!",
              ],
              [
                "captain",
                "How can you sleep? Get up and call on your god! Maybe he'll save us!",
                "¿Cómo puedes dormir? ¡Levántate y clama a tu dios! ¡Tal vez nos salve!",
              ],
              [
                "jonah",
                "This is my fault. I'm running away from the Lord, the God who made the sea and the land.",
                "Es culpa mía. Estoy huyendo del Señor, el Dios que hizo el mar y la tierra.",
              ],
              [
                "crowd:0",
                "What should we do to make the sea calm down?",
                "¿Qué haremos para que el mar se calme?",
              ],
              ["jonah", "Throw me into the sea, and it will become calm.", "Échenme al mar, y se calmará."],
            ],
            mood: "fear",
          },
          {
            dir: [
              "The sailors lift {jonah} and drop him over the side. Everything goes still. {fish} glides in and gulps him down.",
              "Los marineros levantan a {jonah} y lo tiran por la borda. Todo queda en calma. {fish} se desliza y se lo traga.",
            ],
            nar: [
              "The sailors threw Jonah overboard, and the sea grew calm at once. And God sent a great fish to swallow Jonah.",
              "Los marineros echaron a Jonás al mar, y el mar se calmó enseguida. Y Dios envió un gran pez para que se tragara a Jonás.",
            ],
            say: [
              ["crowd:0", "The storm stopped! Just like that!", "¡La tormenta paró! ¡Así nada más!"],
              ["fish", "(gulp) Glub, glub.", "(traga) Glu, glu."],
              ["captain", "The Lord is powerful indeed.", "El Señor es poderoso de verdad."],
            ],
            mood: "wonder",
          },
        ],
      },
      {
        place: ["Inside the Fish", "Dentro del pez"],
        beats: [
          {
            dir: [
              "The lights turn dim and green. {jonah} sits hugging his knees, seaweed on his head.",
              "Las luces se vuelven tenues y verdes. {jonah} está sentado abrazándose las rodillas, con algas en la cabeza.",
            ],
            nar: [
              "Jonah was inside the fish for three days and three nights. There, in the dark, he prayed.",
              "Jonás estuvo dentro del pez tres días y tres noches. Allí, en la oscuridad, oró.",
            ],
            say: [
              [
                "jonah",
                "Ugh, it smells like old fish in here. Lord, I'm sorry. I ran from You, but You never stopped looking for me.",
                "Uf, aquí huele a pescado viejo. Señor, perdóname. Huí de ti, pero tú nunca dejaste de buscarme.",
              ],
              [
                "jonah",
                "I called to You from the deep, and You heard me. Salvation comes from the Lord!",
                "Clamé a ti desde lo profundo, y me escuchaste. ¡La salvación viene del Señor!",
              ],
              ["god", "Fish, take him to dry land.", "Pez, llévalo a tierra firme."],
              ["fish", "Bleurgh!", "¡Buaj!"],
            ],
            mood: "sad",
            key: true,
          },
        ],
      },
      {
        place: ["The City of Nineveh", "La ciudad de Nínive"],
        beats: [
          {
            dir: [
              "{jonah}, still dripping, walks through the crowded streets.",
              "{jonah}, todavía empapado, camina por las calles llenas de gente.",
            ],
            nar: [
              "God spoke to Jonah a second time, and this time Jonah obeyed. He went to Nineveh and gave God's warning.",
              "Dios le habló a Jonás por segunda vez, y esta vez Jonás obedeció. Fue a Nínive y dio la advertencia de Dios.",
            ],
            say: [
              [
                "god",
                "Jonah, go to Nineveh and give them My message.",
                "Jonás, ve a Nínive y dales mi mensaje.",
              ],
              ["jonah", "Yes, Lord. I'm going. Right now.", "Sí, Señor. Voy. Ahora mismo."],
              [
                "jonah",
                "Forty more days, and Nineveh will be destroyed! Turn from your wicked ways!",
                "¡Dentro de cuarenta días Nínive será destruida! ¡Apártense de su maldad!",
              ],
              [
                "crowd:1",
                "Who is this man? He smells like fish!",
                "¿Quién es este hombre? ¡Huele a pescado!",
              ],
            ],
            mood: "tension",
          },
          {
            dir: [
              "{king} takes off his crown and kneels. The people of Nineveh kneel all around him.",
              "{king} se quita la corona y se arrodilla. La gente de Nínive se arrodilla a su alrededor.",
            ],
            nar: [
              "The people of Nineveh believed God. From the king down to the least, they turned from their evil ways and prayed. And God had mercy on them.",
              "La gente de Nínive creyó a Dios. Desde el rey hasta el más pequeño, se apartaron de su maldad y oraron. Y Dios tuvo misericordia de ellos.",
            ],
            say: [
              [
                "king",
                "Everyone, stop doing evil and pray to God with all your heart! Who knows? God may yet have mercy on us.",
                "¡Todos, dejen de hacer el mal y oren a Dios de todo corazón! ¿Quién sabe? Tal vez Dios tenga misericordia de nosotros.",
              ],
              [
                "crowd:1",
                "We're sorry, Lord! Please forgive us!",
                "¡Perdónanos, Señor! ¡Por favor, perdónanos!",
              ],
              [
                "god",
                "I have seen that they turned from their evil ways. I will not destroy the city.",
                "He visto que se apartaron de su mal camino. No destruiré la ciudad.",
              ],
              [
                "jonah",
                "(to the audience) God gave me a second chance, and He gave them one too.",
                "(al público) Dios me dio una segunda oportunidad, y también se la dio a ellos.",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["Salvation comes from the Lord!", "¡La salvación viene del Señor!"],
    cue: [
      "make stormy wind noises, then go completely silent",
      "hagan ruido de viento de tormenta y luego guarden completo silencio",
    ],
    questions: [
      ["Why did Jonah run away from God?", "¿Por qué huyó Jonás de Dios?"],
      ["What did Jonah do inside the fish?", "¿Qué hizo Jonás dentro del pez?"],
      [
        "God gave Jonah and Nineveh a second chance. Who could you give a second chance to?",
        "Dios les dio una segunda oportunidad a Jonás y a Nínive. ¿A quién podrías darle tú una segunda oportunidad?",
      ],
    ],
    verse: {
      en: "But I will sacrifice unto thee with the voice of thanksgiving; I will pay that that I have vowed. Salvation is of the LORD.",
      es: "Yo empero con voz de alabanza te sacrificaré; pagaré lo que prometí. La salvación pertenece á Jehová. Y mandó Jehová al pez, y vomitó á Jonás en tierra.",
      ref: "Jonah 2:9",
      refEs: "Jonás 2:10",
    },
    props: [
      "a blanket to make a boat, a big fish made from a sheet or cardboard, green paper seaweed, a crown",
      "una manta como barco, un gran pez hecho con una sábana o cartón, algas de papel verde, una corona",
    ],
  },
  {
    id: "nehemiah",
    title: ["Nehemiah Rebuilds the Wall", "Nehemías reconstruye el muro"],
    ref: "Nehemiah 2:1-6:16",
    keys: [
      "nehemiah",
      "nehemias",
      "wall",
      "muro",
      "walls of jerusalem",
      "muros de jerusalen",
      "rebuild",
      "reconstruir",
      "sanballat",
      "artaxerxes",
      "artajerjes",
      "cupbearer",
      "copero",
      "fifty two days",
      "cincuenta y dos dias",
    ],
    themes: ["teamwork", "perseverance"],
    summary: [
      "Nehemiah prays, asks the king for help and leads God's people to rebuild Jerusalem's broken walls in just fifty-two days, despite mockery and threats.",
      "Nehemías ora, le pide ayuda al rey y guía al pueblo de Dios a reconstruir los muros derribados de Jerusalén en solo cincuenta y dos días, a pesar de las burlas y las amenazas.",
    ],
    lesson: [
      "When God's people pray and work together, nothing can stop what God wants done.",
      "Cuando el pueblo de Dios ora y trabaja unido, nada puede detener lo que Dios quiere hacer.",
    ],
    chars: [
      {
        key: "nehemiah",
        name: ["NEHEMIAH", "NEHEMÍAS"],
        desc: ["the king's cupbearer who loves Jerusalem", "el copero del rey, que ama a Jerusalén"],
      },
      {
        key: "king",
        name: ["KING ARTAXERXES", "REY ARTAJERJES"],
        called: ["King Artaxerxes", "el rey Artajerjes"],
        desc: ["the king of Persia", "el rey de Persia"],
      },
      {
        key: "sanballat",
        name: ["SANBALLAT", "SANBALAT"],
        desc: ["an enemy who mocks the builders", "un enemigo que se burla de los constructores"],
        foe: true,
      },
      { key: "hanani", name: ["HANANI", "HANANI"], desc: ["Nehemiah's brother", "el hermano de Nehemías"] },
    ],
    crowd: [
      { name: ["BUILDER", "CONSTRUCTOR"], desc: ["a worker on the wall", "un trabajador en el muro"] },
      {
        name: ["SCOFFER", "BURLADOR"],
        desc: ["one of Sanballat's friends", "uno de los amigos de Sanbalat"],
        foe: true,
      },
    ],
    scenes: [
      {
        place: ["The Palace of Susa", "El palacio de Susa"],
        beats: [
          {
            dir: [
              "{hanani} brings news to {nehemiah}, who sinks down and weeps.",
              "{hanani} le trae noticias a {nehemiah}, que se deja caer y llora.",
            ],
            nar: [
              "Nehemiah served wine to the king of Persia. One day his brother brought sad news: the walls of Jerusalem were broken down, and its gates burned.",
              "Nehemías le servía el vino al rey de Persia. Un día su hermano le trajo una triste noticia: los muros de Jerusalén estaban derribados y sus puertas quemadas.",
            ],
            say: [
              [
                "hanani",
                "The people in Jerusalem are in great trouble. The wall is broken down, and the gates have been burned.",
                "La gente de Jerusalén está en gran aflicción. El muro está derribado y las puertas quemadas.",
              ],
              [
                "nehemiah",
                "O Lord, great and awesome God, hear my prayer. Give me success when I speak to the king.",
                "Oh Señor, Dios grande y temible, escucha mi oración. Dame éxito cuando hable con el rey.",
              ],
            ],
            mood: "sad",
          },
          {
            dir: [
              "{nehemiah} hands {king} a cup. The king studies his face.",
              "{nehemiah} le entrega una copa a {king}. El rey observa su rostro.",
            ],
            nar: [
              "When Nehemiah brought the king his wine, the king saw how sad he looked.",
              "Cuando Nehemías le llevó el vino al rey, el rey vio lo triste que estaba.",
            ],
            say: [
              [
                "king",
                "Why do you look so sad? You're not sick. This must be sadness of heart.",
                "¿Por qué estás tan triste? No estás enfermo. Debe de ser tristeza del corazón.",
              ],
              [
                "nehemiah",
                "How can I not be sad, when the city of my fathers lies in ruins?",
                "¿Cómo no voy a estar triste, si la ciudad de mis padres está en ruinas?",
              ],
              ["king", "What do you want?", "¿Qué es lo que pides?"],
              [
                "nehemiah",
                "(whispering) Lord, help me. (aloud) Send me to Jerusalem, O King, so that I can rebuild it.",
                "(en voz baja) Señor, ayúdame. (en voz alta) Envíame a Jerusalén, oh rey, para que la reconstruya.",
              ],
              [
                "king",
                "Go. And take letters for timber from my forest.",
                "Ve. Y lleva cartas para que te den madera de mi bosque.",
              ],
            ],
            mood: "tension",
            key: true,
          },
        ],
      },
      {
        place: ["The Broken Walls of Jerusalem", "Los muros derribados de Jerusalén"],
        beats: [
          {
            dir: [
              "{nehemiah} stands among piles of rubble. People gather around him.",
              "{nehemiah} está de pie entre montones de escombros. La gente se reúne a su alrededor.",
            ],
            nar: [
              "In Jerusalem, Nehemiah inspected the walls by night. Then he called the people together.",
              "En Jerusalén, Nehemías inspeccionó los muros de noche. Luego reunió al pueblo.",
            ],
            say: [
              [
                "nehemiah",
                "You see the trouble we're in. Come, let's rebuild the wall! God has been with me every step of the way.",
                "Ustedes ven la aflicción en que estamos. ¡Vengan, reconstruyamos el muro! Dios me ha acompañado en cada paso.",
              ],
              ["crowd", "Let's start building!", "¡Levantémonos y edifiquemos!"],
              [
                "crowd",
                "Every family can take a section near their own house!",
                "¡Cada familia puede encargarse de un tramo cerca de su casa!",
              ],
            ],
            mood: "joy",
            key: true,
          },
          {
            dir: [
              "The builders pass cardboard bricks from hand to hand. {sanballat} and his friends jeer from the side.",
              "Los constructores se pasan ladrillos de cartón de mano en mano. {sanballat} y sus amigos se burlan desde un lado.",
            ],
            nar: [
              "Everyone worked together. But enemies came to laugh at them and to try to frighten them.",
              "Todos trabajaban juntos. Pero llegaron enemigos a burlarse de ellos y a intentar asustarlos.",
            ],
            say: [
              [
                "sanballat",
                "What are these feeble Jews doing? Can they bring stones back to life from these heaps of rubble?",
                "¿Qué hacen estos débiles judíos? ¿Resucitarán las piedras de estos montones de escombros?",
              ],
              [
                "foes",
                "If even a fox climbed on that wall, it would fall down! Ha!",
                "¡Si una zorra subiera a ese muro, lo derribaría! ¡Ja!",
              ],
              [
                "nehemiah",
                "Hear us, our God, for we are mocked! Keep building, everyone. The people have a mind to work!",
                "¡Escucha, Dios nuestro, porque somos menospreciados! Sigan construyendo, todos. ¡El pueblo tiene ánimo para trabajar!",
              ],
            ],
            mood: "tension",
          },
          {
            dir: [
              "Half the builders hold toy swords while the other half keep stacking bricks.",
              "La mitad de los constructores sostiene espadas de juguete mientras la otra mitad sigue apilando ladrillos.",
            ],
            nar: [
              "When the enemies threatened to attack, Nehemiah set guards. Half the people worked while the other half stood watch, and they prayed.",
              "Cuando los enemigos amenazaron con atacar, Nehemías puso guardias. La mitad del pueblo trabajaba mientras la otra mitad vigilaba, y oraban.",
            ],
            say: [
              ["crowd", "They say they'll attack us!", "¡Dicen que nos van a atacar!"],
              [
                "nehemiah",
                "Don't be afraid of them. Remember the Lord, who is great and awesome, and fight for your families!",
                "No les tengan miedo. Acuérdense del Señor, grande y temible, ¡y peleen por sus familias!",
              ],
              [
                "crowd",
                "A trowel in one hand and a sword in the other!",
                "¡La cuchara de albañil en una mano y la espada en la otra!",
              ],
            ],
            mood: "fear",
          },
        ],
      },
      {
        place: ["The Finished Wall", "El muro terminado"],
        beats: [
          {
            dir: [
              "The last brick goes on top. Everyone cheers. {sanballat} slinks away.",
              "Se coloca el último ladrillo. Todos aplauden. {sanballat} se escabulle.",
            ],
            nar: [
              "The wall was finished in just fifty-two days. When their enemies heard, they were afraid, because they knew this work had been done with the help of God.",
              "El muro se terminó en solo cincuenta y dos días. Cuando sus enemigos lo supieron, tuvieron miedo, porque entendieron que esta obra había sido hecha con la ayuda de Dios.",
            ],
            say: [
              [
                "crowd",
                "The last brick! The wall is finished!",
                "¡El último ladrillo! ¡El muro está terminado!",
              ],
              [
                "sanballat",
                "Fifty-two days? Impossible... unless their God really helped them.",
                "¿Cincuenta y dos días? Imposible... a menos que su Dios de verdad los haya ayudado.",
              ],
              [
                "nehemiah",
                "We did it together, and God did it through us. Praise the Lord!",
                "Lo hicimos juntos, y Dios lo hizo por medio de nosotros. ¡Alabado sea el Señor!",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["Let's rise up and build!", "¡Levantémonos y edifiquemos!"],
    cue: [
      "pass an imaginary brick down your row, then cheer when the wall is finished",
      "pásense un ladrillo imaginario por su fila y aplaudan cuando se termine el muro",
    ],
    questions: [
      [
        "What did Nehemiah do first when he heard the bad news?",
        "¿Qué fue lo primero que hizo Nehemías cuando oyó la mala noticia?",
      ],
      [
        "How did the people keep working when their enemies mocked them?",
        "¿Cómo siguió trabajando el pueblo cuando sus enemigos se burlaban?",
      ],
      [
        "What could your family or church build together for God?",
        "¿Qué podría construir para Dios tu familia o tu iglesia, trabajando juntos?",
      ],
    ],
    verse: {
      en: "So built we the wall; and all the wall was joined together unto the half thereof: for the people had a mind to work.",
      es: "Edificamos pues el muro, y toda la muralla fué junta hasta su mitad: y el pueblo tuvo ánimo para obrar.",
      ref: "Nehemiah 4:6",
      refEs: "Nehemías 4:6",
    },
    props: [
      "cardboard boxes or shoeboxes as bricks, a cup, toy swords and trowels",
      "cajas de cartón o de zapatos como ladrillos, una copa, espadas de juguete y cucharas de albañil",
    ],
  },
];
