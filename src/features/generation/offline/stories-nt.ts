/** Stories from Acts in the offline writer's library. */
import type { Story } from "./types.ts";

export const NT_STORIES: readonly Story[] = [
  {
    id: "pentecost",
    title: ["The Day of Pentecost", "El día de Pentecostés"],
    ref: "Acts 2:1-41",
    keys: [
      "pentecost",
      "pentecostes",
      "holy spirit",
      "espiritu santo",
      "tongues of fire",
      "lenguas de fuego",
      "rushing wind",
      "viento recio",
      "other languages",
      "otras lenguas",
      "three thousand",
      "tres mil",
      "birthday of the church",
      "nacimiento de la iglesia",
    ],
    themes: ["witness", "joy"],
    summary: [
      "The Holy Spirit comes on Jesus' followers like wind and fire; they speak in many languages, Peter preaches about Jesus, and three thousand people believe.",
      "El Espíritu Santo viene sobre los seguidores de Jesús como viento y fuego; hablan en muchos idiomas, Pedro predica acerca de Jesús y tres mil personas creen.",
    ],
    lesson: [
      "God's Spirit gives us power to tell everyone about Jesus.",
      "El Espíritu de Dios nos da poder para hablarles a todos de Jesús.",
    ],
    chars: [
      {
        key: "peter",
        name: ["PETER", "PEDRO"],
        desc: ["a disciple, now bold", "un discípulo, ahora valiente"],
      },
      { key: "john", name: ["JOHN", "JUAN"], desc: ["a disciple", "un discípulo"] },
      { key: "mary", name: ["MARY", "MARÍA"], desc: ["the mother of Jesus", "la madre de Jesús"] },
      {
        key: "visitor",
        name: ["VISITOR FROM EGYPT", "VISITANTE DE EGIPTO"],
        called: ["a visitor from Egypt", "un visitante de Egipto"],
        desc: ["in Jerusalem for the festival", "en Jerusalén para la fiesta"],
      },
      {
        key: "scoffer",
        name: ["SCOFFER", "BURLÓN"],
        called: ["a scoffer", "un burlón"],
        desc: ["thinks they are drunk", "cree que están borrachos"],
        foe: true,
      },
    ],
    crowd: [
      { name: ["BELIEVER", "CREYENTE"], desc: ["one of Jesus' followers", "uno de los seguidores de Jesús"] },
      { name: ["VISITOR", "VISITANTE"], desc: ["from a faraway country", "de un país lejano"] },
    ],
    scenes: [
      {
        place: ["An Upstairs Room in Jerusalem", "Un aposento alto en Jerusalén"],
        beats: [
          {
            dir: [
              "The believers sit together praying. {peter} paces by the window.",
              "Los creyentes están sentados juntos, orando. {peter} camina junto a la ventana.",
            ],
            nar: [
              "Before Jesus went back to heaven, He told His followers to wait in Jerusalem for the gift His Father had promised: the Holy Spirit. So they waited and prayed together.",
              "Antes de volver al cielo, Jesús les dijo a sus seguidores que esperaran en Jerusalén el regalo que su Padre había prometido: el Espíritu Santo. Así que esperaban y oraban juntos.",
            ],
            say: [
              ["john", "Jesus said to wait. So we wait.", "Jesús dijo que esperáramos. Así que esperamos."],
              [
                "peter",
                "But wait for what? What will the Holy Spirit be like?",
                "Pero ¿esperar qué? ¿Cómo será el Espíritu Santo?",
              ],
              [
                "mary",
                "He always keeps His promises, Peter. Keep praying.",
                "Él siempre cumple sus promesas, Pedro. Sigue orando.",
              ],
            ],
            mood: "calm",
          },
          {
            dir: [
              "A roaring wind sound. Red and orange paper flames appear above each head. Everyone stands up, amazed.",
              "Se oye un viento rugiente. Aparecen llamas de papel rojo y anaranjado sobre cada cabeza. Todos se levantan, asombrados.",
            ],
            nar: [
              "On the day of Pentecost, suddenly a sound like a mighty rushing wind came from heaven and filled the whole house. Tongues like fire rested on each of them, and they were all filled with the Holy Spirit.",
              "El día de Pentecostés, de repente vino del cielo un estruendo como de un viento recio que llenó toda la casa. Se les aparecieron lenguas como de fuego que se posaron sobre cada uno, y todos fueron llenos del Espíritu Santo.",
            ],
            say: [
              ["crowd:0", "Listen to that wind!", "¡Escuchen ese viento!"],
              [
                "john",
                "Peter! There's fire over your head! And it isn't burning!",
                "¡Pedro! ¡Tienes fuego sobre la cabeza! ¡Y no te quema!",
              ],
              ["peter", "The promise! It's the Holy Spirit!", "¡La promesa! ¡Es el Espíritu Santo!"],
              [
                "crowd",
                "Praise God! Gloire à Dieu! ¡Gloria a Dios!",
                "¡Alabado sea Dios! Praise God! Gloire à Dieu!",
              ],
            ],
            mood: "wonder",
            key: true,
          },
        ],
      },
      {
        place: ["The Streets of Jerusalem", "Las calles de Jerusalén"],
        beats: [
          {
            dir: [
              "The believers pour out into the street. Visitors from many countries stop and stare.",
              "Los creyentes salen a la calle. Visitantes de muchos países se detienen a mirar.",
            ],
            nar: [
              "Jerusalem was full of visitors from every nation for the festival. Each one heard the believers speaking in their own language.",
              "Jerusalén estaba llena de visitantes de todas las naciones por la fiesta. Cada uno oía a los creyentes hablar en su propio idioma.",
            ],
            say: [
              [
                "visitor",
                "Aren't these men from Galilee? How is it that I hear them speaking my own language?",
                "¿No son galileos todos estos? ¿Cómo es que los oigo hablar en mi propio idioma?",
              ],
              [
                "crowd:1",
                "I'm from Rome, and I understand every word!",
                "¡Yo soy de Roma, y entiendo cada palabra!",
              ],
              ["scoffer", "Ha! They're just drunk!", "¡Ja! ¡Están borrachos!"],
            ],
            mood: "wonder",
          },
          {
            dir: [
              "{peter} climbs onto a box and raises his hand. The crowd quiets.",
              "{peter} se sube a una caja y levanta la mano. La multitud se calla.",
            ],
            nar: [
              "Then Peter, the same Peter who had once been too afraid to say he knew Jesus, stood up and preached boldly to the crowd.",
              "Entonces Pedro, el mismo Pedro que una vez tuvo miedo de decir que conocía a Jesús, se puso de pie y predicó con valentía a la multitud.",
            ],
            say: [
              [
                "peter",
                "Listen to me! These people aren't drunk. It's only nine in the morning!",
                "¡Escúchenme! Estos no están borrachos. ¡Apenas son las nueve de la mañana!",
              ],
              [
                "peter",
                "This is what the prophet Joel spoke about: God is pouring out His Spirit on all people!",
                "¡Esto es lo que dijo el profeta Joel: Dios está derramando su Espíritu sobre toda carne!",
              ],
              [
                "peter",
                "Jesus, whom you crucified, God raised from the dead, and we are all witnesses of it!",
                "¡A Jesús, a quien ustedes crucificaron, Dios lo resucitó, y todos nosotros somos testigos!",
              ],
            ],
            mood: "tension",
            key: true,
          },
          {
            dir: [
              "People in the crowd clutch their hearts and step forward. {john} and {mary} welcome them.",
              "Algunos de la multitud se llevan la mano al corazón y dan un paso al frente. {john} y {mary} los reciben.",
            ],
            nar: [
              "The people were cut to the heart. About three thousand believed in Jesus and were baptised that day, and the church was born.",
              "La gente sintió que se le partía el corazón. Unas tres mil personas creyeron en Jesús y fueron bautizadas ese día, y así nació la iglesia.",
            ],
            say: [
              ["visitor", "What should we do?", "¿Qué debemos hacer?"],
              [
                "peter",
                "Turn back to God and be baptised in the name of Jesus Christ for the forgiveness of your sins, and you will receive the gift of the Holy Spirit!",
                "¡Arrepiéntanse y bautícense en el nombre de Jesucristo para perdón de sus pecados, y recibirán el don del Espíritu Santo!",
              ],
              ["crowd:1", "I believe! I want to follow Jesus!", "¡Yo creo! ¡Quiero seguir a Jesús!"],
              [
                "john",
                "Three thousand, Peter! Three thousand in one day!",
                "¡Tres mil, Pedro! ¡Tres mil en un solo día!",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["The Spirit has come!", "¡El Espíritu ha venido!"],
    cue: ["make the sound of a mighty rushing wind", "hagan el sonido de un viento recio"],
    questions: [
      [
        "What did the believers see and hear when the Holy Spirit came?",
        "¿Qué vieron y oyeron los creyentes cuando vino el Espíritu Santo?",
      ],
      [
        "How had Peter changed since the night he denied Jesus?",
        "¿Cómo había cambiado Pedro desde la noche en que negó a Jesús?",
      ],
      ["Who could you tell about Jesus this week?", "¿A quién podrías hablarle de Jesús esta semana?"],
    ],
    verse: {
      en: "But ye shall receive power, after that the Holy Ghost is come upon you: and ye shall be witnesses unto me both in Jerusalem, and in all Judaea, and in Samaria, and unto the uttermost part of the earth.",
      es: "Mas recibiréis la virtud del Espíritu Santo que vendrá sobre vosotros; y me seréis testigos en Jerusalem, y en toda Judea, y Samaria, y hasta lo último de la tierra.",
      ref: "Acts 1:8",
      refEs: "Hechos 1:8",
    },
    props: [
      "red and orange paper flames on headbands, a fan for wind, a box to stand on",
      "llamas de papel rojo y anaranjado en diademas, un ventilador para el viento, una caja para subirse",
    ],
  },
  {
    id: "paul-conversion",
    title: ["Saul Meets Jesus on the Road to Damascus", "Saulo se encuentra con Jesús camino a Damasco"],
    ref: "Acts 9:1-22",
    keys: [
      "saul",
      "saulo",
      "paul",
      "pablo",
      "damascus",
      "damasco",
      "road to damascus",
      "camino a damasco",
      "conversion",
      "conversion of paul",
      "conversion de pablo",
      "blinded",
      "light from heaven",
      "luz del cielo",
      "ananias",
      "scales",
      "escamas",
    ],
    themes: ["salvation", "forgiveness"],
    summary: [
      "Saul, who hunts down Christians, is stopped by a blinding light and the voice of Jesus on the road to Damascus; Ananias prays for him, Saul sees again, and he begins to preach about Jesus.",
      "Saulo, que persigue a los cristianos, es detenido por una luz cegadora y la voz de Jesús en el camino a Damasco; Ananías ora por él, Saulo recobra la vista y comienza a predicar acerca de Jesús.",
    ],
    lesson: [
      "Nobody is too far gone for Jesus; He can make anyone new.",
      "Nadie está demasiado lejos para Jesús; Él puede hacer nueva a cualquier persona.",
    ],
    chars: [
      {
        key: "saul",
        name: ["SAUL", "SAULO"],
        desc: ["a fierce enemy of the Christians", "un feroz enemigo de los cristianos"],
      },
      {
        key: "jesus",
        name: ["VOICE OF JESUS", "VOZ DE JESÚS"],
        called: ["Jesus", "Jesús"],
        desc: ["speaks from a blinding light", "habla desde una luz cegadora"],
        voice: true,
      },
      {
        key: "ananias",
        name: ["ANANIAS", "ANANÍAS"],
        desc: ["a believer in Damascus", "un creyente de Damasco"],
      },
      {
        key: "companion",
        name: ["TRAVELLING COMPANION", "COMPAÑERO DE VIAJE"],
        called: ["Saul's companion", "el compañero de Saulo"],
        desc: ["travels with Saul", "viaja con Saulo"],
      },
      {
        key: "judas",
        name: ["JUDAS OF STRAIGHT STREET", "JUDAS DE LA CALLE DERECHA"],
        called: ["Judas", "Judas"],
        desc: ["Saul's host in Damascus", "el anfitrión de Saulo en Damasco"],
      },
    ],
    crowd: [
      {
        name: ["BELIEVER", "CREYENTE"],
        desc: ["a follower of Jesus in Damascus", "un seguidor de Jesús en Damasco"],
      },
      {
        name: ["TEMPLE GUARD", "GUARDIA DEL TEMPLO"],
        desc: ["rides with Saul", "viaja con Saulo"],
        foe: true,
      },
    ],
    scenes: [
      {
        place: ["The Road to Damascus", "El camino a Damasco"],
        beats: [
          {
            dir: [
              "{saul} strides along with a scroll of arrest warrants. {companion} hurries to keep up.",
              "{saul} camina a grandes pasos con un pergamino de órdenes de arresto. {companion} se apresura para seguirle el paso.",
            ],
            nar: [
              "Saul hated the followers of Jesus. He had letters from the high priest giving him permission to arrest any believers he found in the city of Damascus.",
              "Saulo odiaba a los seguidores de Jesús. Llevaba cartas del sumo sacerdote que le daban permiso para arrestar a todos los creyentes que encontrara en la ciudad de Damasco.",
            ],
            say: [
              [
                "saul",
                "These followers of Jesus are everywhere. I'll drag every one of them back to Jerusalem in chains.",
                "Estos seguidores de Jesús están por todas partes. Los llevaré a todos encadenados a Jerusalén.",
              ],
              ["companion", "Damascus is just ahead, Saul.", "Damasco está allí delante, Saulo."],
              ["foes", "Let's find them!", "¡Vamos a encontrarlos!"],
            ],
            mood: "tension",
          },
          {
            dir: [
              "A blinding flash. {saul} falls to the ground, covering his eyes. His companions stagger back.",
              "Un destello cegador. {saul} cae al suelo cubriéndose los ojos. Sus compañeros retroceden tambaleándose.",
            ],
            nar: [
              "As Saul came near Damascus, suddenly a light from heaven flashed around him. He fell to the ground and heard a voice.",
              "Cuando Saulo se acercaba a Damasco, de repente lo rodeó un resplandor de luz del cielo. Cayó al suelo y oyó una voz.",
            ],
            say: [
              ["jesus", "Saul, Saul, why are you persecuting Me?", "Saulo, Saulo, ¿por qué me persigues?"],
              ["saul", "Who are you, Lord?", "¿Quién eres, Señor?"],
              [
                "jesus",
                "I am Jesus, whom you are persecuting. Now get up and go into the city, and you will be told what to do.",
                "Yo soy Jesús, a quien tú persigues. Levántate y entra en la ciudad, y se te dirá lo que debes hacer.",
              ],
              [
                "companion",
                "We heard a voice, but we don't see anyone!",
                "¡Oímos una voz, pero no vemos a nadie!",
              ],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "{saul} gets up, opens his eyes wide and waves his hands in front of his face. {companion} leads him by the hand.",
              "{saul} se levanta, abre bien los ojos y agita las manos frente a su cara. {companion} lo lleva de la mano.",
            ],
            nar: [
              "When Saul got up, he could see nothing. They led him by the hand into Damascus, and for three days he did not eat or drink, but he prayed.",
              "Cuando Saulo se levantó, no veía nada. Lo llevaron de la mano a Damasco, y durante tres días no comió ni bebió, pero oraba.",
            ],
            say: [
              ["saul", "I can't see! Everything is dark!", "¡No veo! ¡Todo está oscuro!"],
              [
                "judas",
                "Come in, sir. Rest here in my house on Straight Street.",
                "Pase, señor. Descanse aquí en mi casa de la calle Derecha.",
              ],
              [
                "saul",
                "(kneeling) Jesus is alive. And I have been fighting against Him.",
                "(arrodillándose) Jesús vive. Y yo he estado luchando contra Él.",
              ],
            ],
            mood: "sad",
          },
        ],
      },
      {
        place: ["Ananias's House in Damascus", "La casa de Ananías en Damasco"],
        beats: [
          {
            dir: [
              "{ananias} prays. He hears a voice and jumps, shaking his head.",
              "{ananias} ora. Oye una voz, da un salto y niega con la cabeza.",
            ],
            nar: [
              "In Damascus there was a believer named Ananias. The Lord spoke to him in a vision.",
              "En Damasco había un creyente llamado Ananías. El Señor le habló en una visión.",
            ],
            say: [
              [
                "jesus",
                "Ananias! Go to the house of Judas on Straight Street and ask for a man named Saul. He is praying.",
                "¡Ananías! Ve a la casa de Judas, en la calle Derecha, y pregunta por un hombre llamado Saulo. Está orando.",
              ],
              [
                "ananias",
                "Saul? Lord, I've heard about this man! He has done terrible things to Your people!",
                "¿Saulo? ¡Señor, he oído hablar de ese hombre! ¡Ha hecho cosas terribles a tu pueblo!",
              ],
              [
                "jesus",
                "Go! This man is My chosen instrument to carry My name to the nations.",
                "¡Ve! Este hombre es mi instrumento escogido para llevar mi nombre a las naciones.",
              ],
              ["ananias", "(swallowing hard) Yes, Lord. I'll go.", "(tragando saliva) Sí, Señor. Iré."],
            ],
            mood: "fear",
            key: true,
          },
          {
            dir: [
              "{ananias} places his hands on {saul}'s head. Saul blinks, rubs his eyes and looks up, amazed.",
              "{ananias} pone las manos sobre la cabeza de {saul}. Saulo parpadea, se frota los ojos y levanta la mirada, asombrado.",
            ],
            nar: [
              "Ananias went to the house, laid his hands on Saul and prayed. Immediately something like scales fell from Saul's eyes, and he could see again.",
              "Ananías fue a la casa, puso las manos sobre Saulo y oró. Al instante cayeron de los ojos de Saulo como escamas, y recobró la vista.",
            ],
            say: [
              [
                "ananias",
                "Brother Saul, the Lord Jesus, who appeared to you on the road, has sent me so that you may see again and be filled with the Holy Spirit.",
                "Hermano Saulo, el Señor Jesús, que se te apareció en el camino, me ha enviado para que recibas la vista y seas lleno del Espíritu Santo.",
              ],
              [
                "saul",
                "Brother? You called me brother? I can see! I can see!",
                "¿Hermano? ¿Me llamaste hermano? ¡Puedo ver! ¡Puedo ver!",
              ],
              [
                "crowd",
                "Is that Saul? The one who came to arrest us?",
                "¿Ese es Saulo? ¿El que venía a arrestarnos?",
              ],
              [
                "saul",
                "Jesus is the Son of God! I'll tell everyone!",
                "¡Jesús es el Hijo de Dios! ¡Se lo diré a todos!",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["Jesus makes all things new!", "¡Jesús hace nuevas todas las cosas!"],
    cue: [
      "cover your eyes when the light flashes, then open them when Saul can see again",
      "tápense los ojos cuando destelle la luz y ábranlos cuando Saulo recobre la vista",
    ],
    questions: [
      ["What happened to Saul on the road to Damascus?", "¿Qué le pasó a Saulo en el camino a Damasco?"],
      ["Why was Ananias afraid to visit Saul?", "¿Por qué tenía miedo Ananías de visitar a Saulo?"],
      [
        "Is there anyone you think could never change? What does this story say?",
        "¿Hay alguien que creas que nunca podría cambiar? ¿Qué dice esta historia?",
      ],
    ],
    verse: {
      en: "Therefore if any man be in Christ, he is a new creature: old things are passed away; behold, all things are become new.",
      es: "De modo que si alguno está en Cristo, nueva criatura es: las cosas viejas pasaron; he aquí todas son hechas nuevas.",
      ref: "2 Corinthians 5:17",
      refEs: "2 Corintios 5:17",
    },
    props: [
      "a scroll, a bright flashlight, a blindfold, a chair for the house",
      "un pergamino, una linterna potente, una venda, una silla para la casa",
    ],
  },
  {
    id: "paul-and-silas",
    title: ["Paul and Silas in Prison", "Pablo y Silas en la cárcel"],
    ref: "Acts 16:16-34",
    keys: [
      "paul and silas",
      "pablo y silas",
      "prison",
      "carcel",
      "jailer",
      "carcelero",
      "earthquake",
      "terremoto",
      "midnight",
      "medianoche",
      "singing in prison",
      "cantando en la carcel",
      "philippi",
      "filipos",
      "what must i do to be saved",
      "que debo hacer para ser salvo",
    ],
    themes: ["joy", "salvation"],
    summary: [
      "Beaten and chained in a Philippian prison, Paul and Silas pray and sing hymns at midnight; an earthquake opens the doors, and the terrified jailer and his family believe in Jesus.",
      "Azotados y encadenados en una cárcel de Filipos, Pablo y Silas oran y cantan himnos a medianoche; un terremoto abre las puertas, y el carcelero aterrado y su familia creen en Jesús.",
    ],
    lesson: [
      "We can praise God even in the darkest places, and others will see Jesus through us.",
      "Podemos alabar a Dios aun en los lugares más oscuros, y otros verán a Jesús por medio de nosotros.",
    ],
    chars: [
      { key: "paul", name: ["PAUL", "PABLO"], desc: ["a missionary for Jesus", "un misionero de Jesús"] },
      {
        key: "silas",
        name: ["SILAS", "SILAS"],
        desc: ["Paul's travelling partner", "el compañero de viaje de Pablo"],
      },
      {
        key: "jailer",
        name: ["JAILER", "CARCELERO"],
        called: ["the jailer", "el carcelero"],
        desc: ["guards the prison in Philippi", "custodia la cárcel de Filipos"],
      },
      {
        key: "magistrate",
        name: ["MAGISTRATE", "MAGISTRADO"],
        called: ["the magistrate", "el magistrado"],
        desc: ["a Roman official", "un funcionario romano"],
        foe: true,
      },
      {
        key: "wife",
        name: ["JAILER'S WIFE", "ESPOSA DEL CARCELERO"],
        called: ["the jailer's wife", "la esposa del carcelero"],
        desc: ["wakes up to an earthquake", "despierta con un terremoto"],
      },
    ],
    crowd: [
      { name: ["PRISONER", "PRESO"], desc: ["listening in the dark", "escucha en la oscuridad"] },
      {
        name: ["ANGRY TOWNSPERSON", "VECINO ENOJADO"],
        desc: ["stirs up the crowd", "alborota a la multitud"],
        foe: true,
      },
    ],
    scenes: [
      {
        place: ["The Marketplace in Philippi", "La plaza de Filipos"],
        beats: [
          {
            dir: [
              "An angry crowd drags {paul} and {silas} before {magistrate}.",
              "Una multitud enojada arrastra a {paul} y {silas} ante {magistrate}.",
            ],
            nar: [
              "In the city of Philippi, Paul and Silas were telling people about Jesus. Some men became angry because they were losing money, and they stirred up a crowd against them.",
              "En la ciudad de Filipos, Pablo y Silas hablaban de Jesús a la gente. Unos hombres se enojaron porque estaban perdiendo dinero, y alborotaron a la multitud contra ellos.",
            ],
            say: [
              [
                "foes",
                "These men are causing trouble in our city!",
                "¡Estos hombres alborotan nuestra ciudad!",
              ],
              [
                "magistrate",
                "Beat them and throw them in prison! Guard them carefully!",
                "¡Azótenlos y échenlos a la cárcel! ¡Vigílenlos bien!",
              ],
              ["silas", "(to Paul) Here we go again.", "(a Pablo) Otra vez lo mismo."],
            ],
            mood: "fear",
          },
        ],
      },
      {
        place: ["The Inner Prison", "El calabozo de más adentro"],
        beats: [
          {
            dir: [
              "{jailer} locks {paul} and {silas}'s feet in wooden stocks and swings the door shut. It is dark.",
              "{jailer} sujeta los pies de {paul} y {silas} en un cepo de madera y cierra la puerta de golpe. Está oscuro.",
            ],
            nar: [
              "Paul and Silas were badly beaten and thrown into the deepest part of the prison, with their feet fastened in stocks.",
              "Pablo y Silas fueron azotados duramente y echados en el calabozo de más adentro, con los pies sujetos en el cepo.",
            ],
            say: [
              ["jailer", "Let's see your God get you out of this one.", "A ver si tu Dios te saca de esta."],
              ["crowd", "Nobody gets out of this prison.", "De esta cárcel no sale nadie."],
            ],
            mood: "sad",
          },
          {
            dir: [
              "Midnight. A single candle. {paul} and {silas}, still in chains, begin to sing. The other prisoners lift their heads to listen.",
              "Medianoche. Una sola vela. {paul} y {silas}, todavía encadenados, comienzan a cantar. Los otros presos levantan la cabeza para escuchar.",
            ],
            nar: [
              "At midnight, Paul and Silas were praying and singing hymns to God, and the other prisoners were listening to them.",
              "A medianoche, Pablo y Silas oraban y cantaban himnos a Dios, y los otros presos los escuchaban.",
            ],
            say: [
              [
                "paul",
                "(singing) Praise the Lord, all you nations! His love for us is great!",
                "(cantando) ¡Alaben al Señor, todas las naciones! ¡Grande es su amor por nosotros!",
              ],
              [
                "silas",
                "(singing) His faithfulness lasts forever!",
                "(cantando) ¡Su fidelidad es para siempre!",
              ],
              [
                "crowd",
                "Singing? In here? In the middle of the night?",
                "¿Cantando? ¿Aquí dentro? ¿A medianoche?",
              ],
            ],
            mood: "calm",
            key: true,
          },
          {
            dir: [
              "A rumble, then a huge shake. Everyone wobbles. Chains fall off and doors swing open.",
              "Un retumbo y luego una gran sacudida. Todos se tambalean. Las cadenas se caen y las puertas se abren.",
            ],
            nar: [
              "Suddenly there was such a violent earthquake that the foundations of the prison were shaken. At once all the doors flew open, and everyone's chains came loose.",
              "De repente hubo un terremoto tan fuerte que se sacudieron los cimientos de la cárcel. Al instante se abrieron todas las puertas, y las cadenas de todos se soltaron.",
            ],
            say: [
              ["crowd", "Earthquake! The doors are open!", "¡Terremoto! ¡Las puertas están abiertas!"],
              ["silas", "Paul, my chains just fell off!", "¡Pablo, se me cayeron las cadenas!"],
              ["paul", "Everyone, stay where you are!", "¡Todos, quédense donde están!"],
            ],
            mood: "wonder",
          },
          {
            dir: [
              "{jailer} rushes in, sees the open doors and draws his sword in despair. {paul} shouts from the dark.",
              "{jailer} entra corriendo, ve las puertas abiertas y desenvaina su espada, desesperado. {paul} grita desde la oscuridad.",
            ],
            nar: [
              "The jailer woke up, saw the prison doors open and thought the prisoners had escaped. He was about to harm himself.",
              "El carcelero despertó, vio abiertas las puertas de la cárcel y pensó que los presos habían escapado. Estaba a punto de hacerse daño.",
            ],
            say: [
              ["jailer", "They've escaped! I'm finished!", "¡Se escaparon! ¡Estoy perdido!"],
              [
                "paul",
                "Don't harm yourself! We are all here!",
                "¡No te hagas ningún mal! ¡Todos estamos aquí!",
              ],
              [
                "jailer",
                "(falling to his knees, trembling) Sirs, what must I do to be saved?",
                "(cayendo de rodillas, temblando) Señores, ¿qué debo hacer para ser salvo?",
              ],
              [
                "silas",
                "Believe in the Lord Jesus, and you will be saved, you and your household.",
                "Cree en el Señor Jesucristo, y serás salvo, tú y tu casa.",
              ],
            ],
            mood: "tension",
            key: true,
          },
        ],
      },
      {
        place: ["The Jailer's House", "La casa del carcelero"],
        beats: [
          {
            dir: [
              "{wife} gently washes the wounds of {paul} and {silas}. The family sits around a table, smiling.",
              "{wife} lava con cuidado las heridas de {paul} y {silas}. La familia se sienta alrededor de una mesa, sonriendo.",
            ],
            nar: [
              "That very night the jailer washed their wounds. Then he and his whole family were baptised, and he set a meal before them, filled with joy because he had come to believe in God.",
              "Esa misma noche el carcelero les lavó las heridas. Luego él y toda su familia fueron bautizados, y les sirvió de comer, lleno de gozo por haber creído en Dios.",
            ],
            say: [
              [
                "wife",
                "Let me clean those wounds. You're safe here.",
                "Déjenme limpiar esas heridas. Aquí están a salvo.",
              ],
              [
                "jailer",
                "I locked you in chains, and you saved my life. Now I know your God is real.",
                "Yo los encadené, y ustedes me salvaron la vida. Ahora sé que su Dios es real.",
              ],
              [
                "paul",
                "Tonight your whole family belongs to Jesus.",
                "Esta noche toda tu familia pertenece a Jesús.",
              ],
              [
                "silas",
                "(laughing) And I thought tonight was going to be a bad night!",
                "(riendo) ¡Y yo que pensaba que esta iba a ser una mala noche!",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["Sing praise in the dark!", "¡Canta alabanzas en la oscuridad!"],
    cue: ["stamp your feet to make the earthquake", "pisen fuerte para hacer el terremoto"],
    questions: [
      [
        "What did Paul and Silas do at midnight in prison?",
        "¿Qué hicieron Pablo y Silas a medianoche en la cárcel?",
      ],
      [
        "Why didn't Paul and Silas run away when the doors opened?",
        "¿Por qué Pablo y Silas no huyeron cuando se abrieron las puertas?",
      ],
      [
        "How can you praise God when things are hard?",
        "¿Cómo puedes alabar a Dios cuando las cosas son difíciles?",
      ],
    ],
    verse: {
      en: "And they said, Believe on the Lord Jesus Christ, and thou shalt be saved, and thy house.",
      es: "Y ellos dijeron: Cree en el Señor Jesucristo, y serás salvo tú, y tu casa.",
      ref: "Acts 16:31",
      refEs: "Hechos 16:31",
    },
    props: [
      "toy chains, a door frame, a battery candle, a bowl and cloth, a toy sword",
      "cadenas de juguete, un marco de puerta, una vela de pilas, una vasija y un paño, una espada de juguete",
    ],
  },
  {
    id: "philip-and-the-ethiopian",
    title: ["Philip and the Ethiopian", "Felipe y el etíope"],
    ref: "Acts 8:26-40",
    keys: [
      "philip",
      "felipe",
      "ethiopian",
      "etiope",
      "eunuch",
      "eunuco",
      "chariot",
      "carro",
      "desert road",
      "camino del desierto",
      "gaza",
      "isaiah",
      "isaias",
      "do you understand what you are reading",
      "entiendes lo que lees",
      "baptism",
      "queen candace",
      "candace",
    ],
    themes: ["witness", "salvation"],
    summary: [
      "An angel sends Philip to a desert road where an Ethiopian official is reading Isaiah in his chariot; Philip explains the good news about Jesus, and the man is baptised and goes on his way rejoicing.",
      "Un ángel envía a Felipe a un camino del desierto, donde un funcionario etíope lee a Isaías en su carro; Felipe le anuncia las buenas noticias de Jesús, y el hombre es bautizado y sigue su camino gozoso.",
    ],
    lesson: [
      "God sends us to share the good news with people who are ready to hear it.",
      "Dios nos envía a compartir las buenas noticias con personas listas para escucharlas.",
    ],
    chars: [
      {
        key: "philip",
        name: ["PHILIP", "FELIPE"],
        desc: [
          "a follower of Jesus who shares the good news",
          "un seguidor de Jesús que comparte las buenas noticias",
        ],
      },
      {
        key: "ethiopian",
        name: ["ETHIOPIAN OFFICIAL", "FUNCIONARIO ETÍOPE"],
        called: ["the Ethiopian official", "el funcionario etíope"],
        desc: ["treasurer to the queen of Ethiopia", "tesorero de la reina de Etiopía"],
      },
      {
        key: "angel",
        name: ["ANGEL", "ÁNGEL"],
        called: ["an angel", "un ángel"],
        desc: ["sends Philip on a journey", "envía a Felipe de viaje"],
      },
      {
        key: "driver",
        name: ["CHARIOT DRIVER", "CONDUCTOR DEL CARRO"],
        called: ["the chariot driver", "el conductor del carro"],
        desc: ["drives the official home", "lleva al funcionario a casa"],
      },
    ],
    crowd: [
      { name: ["SERVANT", "SIRVIENTE"], desc: ["travels with the official", "viaja con el funcionario"] },
    ],
    scenes: [
      {
        place: ["Samaria", "Samaria"],
        beats: [
          {
            dir: [
              "{philip} is preaching to a small crowd when {angel} taps him on the shoulder.",
              "{philip} está predicando a un pequeño grupo cuando {angel} le toca el hombro.",
            ],
            nar: [
              "Philip was busy telling people about Jesus when an angel of the Lord gave him a strange instruction.",
              "Felipe estaba ocupado hablando de Jesús a la gente cuando un ángel del Señor le dio una instrucción extraña.",
            ],
            say: [
              [
                "angel",
                "Get up and go south, to the desert road that goes down from Jerusalem to Gaza.",
                "Levántate y ve hacia el sur, por el camino del desierto que desciende de Jerusalén a Gaza.",
              ],
              [
                "philip",
                "The desert road? There's nobody out there! But if God says go, I'll go.",
                "¿El camino del desierto? ¡Allí no hay nadie! Pero si Dios dice que vaya, iré.",
              ],
            ],
            mood: "calm",
          },
        ],
      },
      {
        place: ["The Desert Road to Gaza", "El camino del desierto a Gaza"],
        beats: [
          {
            dir: [
              "A chariot (two chairs) bumps along. {ethiopian} reads a scroll aloud, frowning. {driver} holds the reins.",
              "Un carro (dos sillas) avanza dando tumbos. {ethiopian} lee un pergamino en voz alta, frunciendo el ceño. {driver} sostiene las riendas.",
            ],
            nar: [
              "On the road was an important official from Ethiopia, in charge of all the queen's treasure. He had been to Jerusalem to worship, and now he was reading the prophet Isaiah in his chariot.",
              "En el camino iba un alto funcionario de Etiopía, encargado de todos los tesoros de la reina. Había ido a Jerusalén a adorar, y ahora leía al profeta Isaías en su carro.",
            ],
            say: [
              [
                "ethiopian",
                "He was led like a sheep to the slaughter, and like a lamb before its shearer is silent, so He did not open His mouth...",
                "Como oveja a la muerte fue llevado, y como cordero mudo delante del que lo trasquila, así no abrió su boca...",
              ],
              [
                "ethiopian",
                "Who is the prophet talking about? I don't understand it.",
                "¿De quién habla el profeta? No lo entiendo.",
              ],
              [
                "driver",
                "Sir, there's a man running beside the chariot!",
                "¡Señor, hay un hombre corriendo junto al carro!",
              ],
            ],
            mood: "calm",
            key: true,
          },
          {
            dir: [
              "{philip} jogs alongside, out of breath, then climbs up next to {ethiopian}.",
              "{philip} trota junto al carro, sin aliento, y luego sube junto a {ethiopian}.",
            ],
            nar: [
              "The Spirit told Philip to go near the chariot. Philip ran up and heard the man reading.",
              "El Espíritu le dijo a Felipe que se acercara al carro. Felipe corrió y oyó que el hombre leía.",
            ],
            say: [
              ["philip", "Do you understand what you are reading?", "¿Entiendes lo que lees?"],
              [
                "ethiopian",
                "How can I, unless someone explains it to me? Please, come up and sit with me.",
                "¿Cómo podré, si alguien no me lo explica? Por favor, sube y siéntate conmigo.",
              ],
              [
                "philip",
                "(pointing at the scroll) This is about Jesus. He is the Lamb of God who gave His life for us, and God raised Him from the dead.",
                "(señalando el pergamino) Esto habla de Jesús. Él es el Cordero de Dios que dio su vida por nosotros, y Dios lo resucitó de los muertos.",
              ],
              ["ethiopian", "Tell me everything.", "Cuéntamelo todo."],
            ],
            mood: "wonder",
            key: true,
          },
          {
            dir: [
              "{ethiopian} points to a blue cloth by the road. The chariot stops. Philip and the official step into the water.",
              "{ethiopian} señala una tela azul junto al camino. El carro se detiene. Felipe y el funcionario entran en el agua.",
            ],
            nar: [
              "As they travelled along, they came to some water.",
              "Mientras seguían el camino, llegaron a un lugar donde había agua.",
            ],
            say: [
              [
                "ethiopian",
                "Look, here is water! Why shouldn't I be baptised?",
                "¡Mira, aquí hay agua! ¿Qué impide que yo sea bautizado?",
              ],
              ["philip", "If you believe with all your heart, you may.", "Si crees de todo corazón, puedes."],
              [
                "ethiopian",
                "I believe that Jesus Christ is the Son of God.",
                "Creo que Jesucristo es el Hijo de Dios.",
              ],
              ["driver", "Stop the chariot!", "¡Detengan el carro!"],
            ],
            mood: "joy",
          },
          {
            dir: [
              "{philip} baptises {ethiopian}. When the official comes up out of the water, Philip has vanished. The official laughs and claps his hands.",
              "{philip} bautiza a {ethiopian}. Cuando el funcionario sale del agua, Felipe ha desaparecido. El funcionario ríe y aplaude.",
            ],
            nar: [
              "Philip baptised him. When they came up out of the water, the Spirit of the Lord suddenly took Philip away, and the official went on his way home to Ethiopia, full of joy.",
              "Felipe lo bautizó. Cuando salieron del agua, el Espíritu del Señor se llevó de repente a Felipe, y el funcionario siguió su camino a Etiopía, lleno de gozo.",
            ],
            say: [
              [
                "ethiopian",
                "Philip? Where did he go? It doesn't matter. I know Jesus now!",
                "¿Felipe? ¿Adónde se fue? No importa. ¡Ahora conozco a Jesús!",
              ],
              ["driver", "Home to Ethiopia, sir?", "¿A casa, a Etiopía, señor?"],
              [
                "ethiopian",
                "Home to Ethiopia, and I'll tell everyone there about Jesus!",
                "¡A casa, a Etiopía, y allí les hablaré a todos de Jesús!",
              ],
            ],
            mood: "joy",
            key: true,
          },
        ],
      },
    ],
    refrain: ["Go and tell the good news!", "¡Ve y cuenta las buenas noticias!"],
    cue: [
      "bounce in your seats as the chariot bumps along the road",
      "brinquen en sus asientos mientras el carro avanza dando tumbos",
    ],
    questions: [
      ["What was the Ethiopian official reading?", "¿Qué estaba leyendo el funcionario etíope?"],
      ["How did Philip help him understand?", "¿Cómo le ayudó Felipe a entender?"],
      [
        "Who might God be sending you to talk to about Jesus?",
        "¿Con quién podría estar enviándote Dios a hablar de Jesús?",
      ],
    ],
    verse: {
      en: "Then Philip opened his mouth, and began at the same scripture, and preached unto him Jesus.",
      es: "Entonces Felipe, abriendo su boca, y comenzando desde esta escritura, le anunció el evangelio de Jesús.",
      ref: "Acts 8:35",
      refEs: "Hechos 8:35",
    },
    props: [
      "two chairs as a chariot, a scroll, a blue cloth for water",
      "dos sillas como carro, un pergamino, una tela azul como agua",
    ],
  },
];
