/** Old Testament stories of the offline writer's library. */
import type { Story } from "./types.ts";

export const OT_STORIES: readonly Story[] = [
  {
    id: "david-and-goliath",
    title: ["David and Goliath", "David y Goliat"],
    ref: "1 Samuel 17:1-50",
    keys: ["david", "goliath", "goliat", "giant", "gigante", "sling", "honda", "five stones", "cinco piedras", "saul", "philistine", "philistines", "filisteo", "filisteos", "elah", "ela", "shepherd boy", "pastorcito"],
    themes: ["courage", "trust"],
    summary: [
      "A shepherd boy faces a giant warrior with a sling, five stones and his trust in God.",
      "Un joven pastor enfrenta a un guerrero gigante con una honda, cinco piedras y su confianza en Dios.",
    ],
    lesson: ["God is bigger than any giant we face.", "Dios es más grande que cualquier gigante que enfrentemos."],
    chars: [
      { key: "david", name: ["DAVID", "DAVID"], desc: ["a young shepherd who trusts God", "un joven pastor que confía en Dios"] },
      { key: "goliath", name: ["GOLIATH", "GOLIAT"], desc: ["a giant Philistine champion", "un gigante, campeón de los filisteos"], foe: true },
      { key: "saul", name: ["KING SAUL", "REY SAÚL"], called: ["King Saul", "el rey Saúl"], desc: ["the worried king of Israel", "el preocupado rey de Israel"] },
      { key: "eliab", name: ["ELIAB", "ELIAB"], desc: ["David's oldest brother, a soldier", "el hermano mayor de David, soldado"] },
      { key: "jesse", name: ["JESSE", "ISAÍ"], desc: ["David's father", "el padre de David"] },
    ],
    crowd: [
      { name: ["SOLDIER", "SOLDADO"], desc: ["a soldier in Israel's army", "un soldado del ejército de Israel"] },
      { name: ["PHILISTINE", "FILISTEO"], desc: ["a soldier in Goliath's army", "un soldado del ejército de Goliat"], foe: true },
    ],
    scenes: [
      {
        place: ["The Valley of Elah", "El valle de Ela"],
        beats: [
          {
            dir: ["{goliath} stomps to the center of the stage. The soldiers of Israel hide behind their shields.", "{goliath} entra pisando fuerte hasta el centro. Los soldados de Israel se esconden detrás de sus escudos."],
            nar: ["Long ago, the army of Israel and the army of the Philistines faced each other across the Valley of Elah. Every day, a giant named Goliath came out to shout at them.", "Hace mucho tiempo, el ejército de Israel y el de los filisteos estaban frente a frente en el valle de Ela. Cada día, un gigante llamado Goliat salía a gritarles."],
            say: [
              ["goliath", "Choose a man to fight me! If he wins, we will be your servants!", "¡Escojan a un hombre que pelee conmigo! ¡Si gana, seremos sus siervos!"],
              ["crowd", "He's over nine feet tall!", "¡Mide casi tres metros!"],
              ["saul", "Is there no one in all Israel brave enough to face him?", "¿No hay nadie en todo Israel con valor para enfrentarlo?"],
            ],
            mood: "fear",
            key: true,
          },
          {
            dir: ["{jesse} hands {david} a basket of bread and cheese.", "{jesse} le entrega a {david} una canasta con pan y queso."],
            nar: ["Back home in Bethlehem, Jesse sent his youngest son, David, to take food to his brothers in the army.", "En Belén, Isaí envió a su hijo menor, David, a llevar comida a sus hermanos en el ejército."],
            say: [
              ["jesse", "Take this bread to your brothers, and come back and tell me how they are.", "Lleva este pan a tus hermanos, y vuelve a contarme cómo están."],
              ["david", "Yes, Father. I'll go first thing in the morning.", "Sí, padre. Saldré mañana temprano."],
            ],
            mood: "calm",
          },
          {
            dir: ["{david} arrives just as {goliath} roars again. {eliab} grabs David's arm.", "{david} llega justo cuando {goliath} vuelve a rugir. {eliab} toma a David del brazo."],
            nar: ["When David reached the camp, he heard Goliath insulting God's people, and he saw every soldier run away in fear.", "Cuando David llegó al campamento, oyó a Goliat insultar al pueblo de Dios y vio a todos los soldados huir con miedo."],
            say: [
              ["david", "Who is this man, that he dares to defy the armies of the living God?", "¿Quién es este, para desafiar a los ejércitos del Dios viviente?"],
              ["eliab", "Why did you come down here? Go back to your sheep!", "¿A qué viniste? ¡Vuelve con tus ovejas!"],
              ["david", "What have I done now? Can't I even ask a question?", "¿Y ahora qué hice? ¿Ni siquiera puedo hacer una pregunta?"],
            ],
            mood: "tension",
          },
        ],
      },
      {
        place: ["King Saul's Tent", "La tienda del rey Saúl"],
        beats: [
          {
            dir: ["{saul} paces back and forth. {david} steps forward and bows.", "{saul} camina de un lado a otro. {david} da un paso al frente y hace una reverencia."],
            nar: ["David's words reached King Saul, and the king sent for him.", "Las palabras de David llegaron al rey Saúl, y el rey lo mandó llamar."],
            say: [
              ["david", "Don't be afraid, my king. I will go and fight this giant.", "No tenga miedo, mi rey. Yo iré a pelear contra ese gigante."],
              ["saul", "You? You are only a boy, and he has been a warrior all his life!", "¿Tú? ¡Eres solo un muchacho, y él ha sido guerrero toda su vida!"],
              ["david", "I have fought lions and bears to protect my sheep. The Lord rescued me from them, and He will rescue me from this giant too.", "He peleado con leones y osos para proteger mis ovejas. El Señor me libró de ellos, y también me librará de este gigante."],
            ],
            mood: "calm",
            key: true,
          },
          {
            dir: ["{saul} drapes his heavy armour over {david}. David wobbles, clanks and nearly falls over.", "{saul} le pone su pesada armadura a {david}. David se tambalea, hace ruido y casi se cae."],
            nar: ["Saul gave David his own armour and sword, but they were far too big and heavy.", "Saúl le dio a David su propia armadura y su espada, pero eran demasiado grandes y pesadas."],
            say: [
              ["saul", "Here. Take my armour and my sword.", "Toma. Usa mi armadura y mi espada."],
              ["david", "I can't even walk in this! I'll go the way I know: with my sling and my God.", "¡No puedo ni caminar con esto! Iré como sé hacerlo: con mi honda y con mi Dios."],
            ],
            mood: "wonder",
          },
        ],
      },
      {
        place: ["The Battlefield", "El campo de batalla"],
        beats: [
          {
            dir: ["{david} kneels by a stream and picks up five smooth stones, one at a time. {goliath} laughs.", "{david} se arrodilla junto a un arroyo y recoge cinco piedras lisas, una por una. {goliath} se ríe."],
            nar: ["David chose five smooth stones from the stream, put them in his shepherd's bag and walked out to meet the giant.", "David escogió cinco piedras lisas del arroyo, las puso en su bolsa de pastor y salió al encuentro del gigante."],
            say: [
              ["goliath", "Am I a dog, that you come at me with sticks? Come here, and I'll feed you to the birds!", "¿Soy yo un perro, para que vengas a mí con palos? ¡Ven acá, y daré tu carne a las aves!"],
              ["david", "You come to me with a sword and a spear, but I come in the name of the Lord Almighty!", "¡Tú vienes a mí con espada y lanza, pero yo vengo en el nombre del Señor Todopoderoso!"],
            ],
            mood: "tension",
            key: true,
          },
          {
            dir: ["{david} whirls the sling over his head and lets go. {goliath} freezes, wobbles and crashes to the ground.", "{david} hace girar la honda sobre su cabeza y la suelta. {goliath} se queda inmóvil, se tambalea y cae al suelo con estruendo."],
            nar: ["David ran toward the giant, swung his sling and let the stone fly. It struck Goliath on the forehead, and the giant fell face down on the ground.", "David corrió hacia el gigante, hizo girar su honda y lanzó la piedra. Golpeó a Goliat en la frente, y el gigante cayó de bruces al suelo."],
            say: [
              ["crowd", "He did it! The giant is down!", "¡Lo logró! ¡El gigante cayó!"],
              ["david", "The battle belongs to the Lord!", "¡La batalla es del Señor!"],
              ["saul", "Whose son is this brave young man?", "¿De quién es hijo este valiente muchacho?"],
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
      ["What is a 'giant' problem you can ask God to help you with?", "¿Qué problema «gigante» puedes pedirle a Dios que te ayude a enfrentar?"],
    ],
    verse: {
      en: "And all this assembly shall know that the LORD saveth not with sword and spear: for the battle is the LORD's, and he will give you into our hands.",
      es: "Y sabrá toda esta congregación que Jehová no salva con espada y lanza; porque de Jehová es la guerra, y él os entregará en nuestras manos.",
      ref: "1 Samuel 17:47",
      refEs: "1 Samuel 17:47",
    },
    props: ["a toy sling, five smooth stones, a cardboard sword and armour", "una honda de juguete, cinco piedras lisas, una espada y una armadura de cartón"],
  },
];
