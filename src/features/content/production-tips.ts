/** The production tips shown in the tabs of /resources. */

export interface TipGroup {
  title: string;
  tips: string[];
}

export interface TipTab {
  id: string;
  label: string;
  icon: "calendar" | "clapperboard" | "shirt" | "music" | "lightbulb";
  intro: string;
  groups: TipGroup[];
}

export const PRODUCTION_TIPS: TipTab[] = [
  {
    id: "preparation",
    label: "Preparation",
    icon: "calendar",
    intro:
      "Most of a good performance happens before anyone steps on stage. A little planning makes rehearsals calmer and gives every child a part they can succeed in.",
    groups: [
      {
        title: "Choose a skit that fits your group",
        tips: [
          "Count the children who come most weeks, not the number on your best week, and pick a cast size that matches. Non-speaking parts are perfect for extra children who turn up on the day.",
          "Pick a skit a little shorter than your time slot. Entrances, laughter and the odd forgotten line always add a minute or two.",
          "Match the reading level to your youngest speaking actor. A skit for Children (6-9) uses shorter lines than one for Preteens.",
        ],
      },
      {
        title: "Cast with care",
        tips: [
          "Mix confident readers with first-timers, and give nervous children group lines, a narrator partner or a non-speaking role with a clear job.",
          "Double-cast or name an understudy for every main part. Someone will be ill or away on the day.",
          "Let children say which parts they would enjoy, then make the final choice yourself so no one feels left out in public.",
        ],
      },
      {
        title: "Start with the story, not the script",
        tips: [
          "Read the Bible passage together first and talk about what happens and why it matters. Children act better when they understand the story.",
          "Hold a seated read-through before anyone moves. Let everyone hear the whole skit once.",
          "Give each actor their own copy with their lines highlighted, printed in at least 14-point type with numbered pages.",
        ],
      },
      {
        title: "Plan your rehearsals",
        tips: [
          "Allow roughly one hour of rehearsal for each minute of performance with children, spread over three or four sessions.",
          "Hold the last rehearsal in the room where you will perform, at the same time of day if you can.",
          "Send the script and the performance date home early, and ask parents to help with lines and costumes.",
          "For under-8s, use a narrator-led format with short echo lines instead of asking them to memorise long speeches.",
        ],
      },
      {
        title: "Keep the staging simple",
        tips: [
          "Mark entrances and key positions on the floor with coloured tape.",
          "Teach the golden rule: faces to the audience. Actors can stand at a slight angle to talk to each other without turning their backs.",
          "Decide where every actor waits when they are not on stage, and keep that area quiet.",
        ],
      },
    ],
  },
  {
    id: "performance-day",
    label: "Performance Day",
    icon: "clapperboard",
    intro:
      "On the day, your job is to keep things calm, start on time and let the children enjoy it. A simple routine takes most of the stress away.",
    groups: [
      {
        title: "Before the audience arrives",
        tips: [
          "Arrive at least 45 minutes early. Walk the stage, check the sightlines from the back row and test any microphones.",
          "Set up a labelled props table backstage, with every prop in its marked spot.",
          "Have costumes laid out by actor, with names on the bags. Keep safety pins, tape and spare headdresses to hand.",
          "Make sure everyone has used the bathroom and had a drink of water before you begin.",
        ],
      },
      {
        title: "Warm up together",
        tips: [
          "Spend five minutes stretching, a couple of tongue twisters and a 'big voice' exercise: say a line to the back wall without shouting.",
          "Run the first and last lines of the skit once. A confident start and finish carry everything in between.",
          "Pray together. It settles nerves and reminds everyone why you are doing this.",
        ],
      },
      {
        title: "During the performance",
        tips: [
          "Have one adult backstage to send actors on at the right moment, and one prompter with a script who can whisper a forgotten line.",
          "Remind actors: slower and louder than feels natural, and wait for laughter to finish before the next line.",
          "If something goes wrong, keep going. The audience doesn't know the script, and a calm actor who makes something up in character is a success.",
          "Introduce the skit briefly: name the passage and invite the congregation to read it later.",
        ],
      },
      {
        title: "Afterwards",
        tips: [
          "Let the cast take a bow together, then thank each child by name.",
          "Spend a few minutes talking about what the story teaches while it is still fresh.",
          "Only take or share photos and video of children with their parents' permission and within your church's safeguarding policy.",
          "Pack props and costumes back into their labelled bins so the next production starts ahead.",
        ],
      },
    ],
  },
  {
    id: "props-costumes",
    label: "Props & Costumes",
    icon: "shirt",
    intro:
      "You don't need a budget for convincing Bible-times costumes. One clear item per character tells the audience who is who.",
    groups: [
      {
        title: "Simple Bible-times costumes",
        tips: [
          "Oversized T-shirts or tunics, tied at the waist with rope, a belt or a strip of fabric, make a basic robe for almost any character.",
          "A tea towel held on with a headband or an elastic band is the classic headdress. Striped towels look especially authentic.",
          "Bathrobes, old curtains and fabric remnants make good cloaks. Bare feet or plain sandals finish the look.",
          "Use colour to show who is who: purple or red for kings, brown and grey for shepherds and travellers, white for angels.",
        ],
      },
      {
        title: "Props that are safe and quick to make",
        tips: [
          "Give each character one signature item: a crown for a king, a staff for a shepherd, a scroll for a prophet, a basket for a disciple.",
          "Make swords and shields from cardboard or foam and paper plates; pool noodles make safe staffs.",
          "No glass, nothing sharp and no open flames. Use battery tea lights for lamps and candles.",
          "Check that every prop can be carried and put down quietly.",
        ],
      },
      {
        title: "Setting the scene",
        tips: [
          "A table with a cloth can be an altar, a market stall or the Last Supper. Two chairs and a blue sheet make a boat.",
          "Hand-lettered signs ('Jerusalem', 'The Road to Jericho') tell the audience where they are without scenery.",
          "Keep set pieces light enough for two children to move during a scene change.",
        ],
      },
      {
        title: "Build a costume bin",
        tips: [
          "Collect pieces from charity shops and church members, and sort them into bins labelled by size and type.",
          "Keep a list of what you have and what you lent out, and wash costumes after each production.",
          "Put each actor's costume and props in one labelled bag on performance day.",
        ],
      },
    ],
  },
  {
    id: "music-sound",
    label: "Music & Sound",
    icon: "music",
    intro:
      "Music and sound can carry a scene change, set a mood or give a shy cast a confident start — and children love making sound effects themselves.",
    groups: [
      {
        title: "Choosing music",
        tips: [
          "Open or close with a song that picks up the skit's theme, so the audience hears the message twice.",
          "Use short instrumental pieces between scenes to cover moving furniture and costume changes.",
          "Public-domain hymns are free to use. For modern worship songs or recordings, check that your church's licence (for example CCLI) covers performance and any live-stream.",
          "For songs sung by children, choose familiar tunes in a comfortable key and print the words large.",
        ],
      },
      {
        title: "Sound effects",
        tips: [
          "Make effects live with the cast: a baking sheet shaken for thunder, a rain stick or rice in a tub for rain, voices for wind, coconut shells or wooden blocks for hooves.",
          "If you use recorded effects, put them in a playlist in cue order and give one person the job of playing them from a cue sheet.",
          "Silence is an effect too. A long pause before an important line makes the whole room lean in.",
        ],
      },
      {
        title: "Microphones and volume",
        tips: [
          "Handheld microphones are hard for children to use well. One or two microphones on stands at the front of the stage usually work better.",
          "Give the narrator a dedicated microphone if you have one; it carries the story.",
          "Set levels in an empty room, then nudge them up: a full room absorbs sound.",
          "Teach actors to face the audience rather than the microphone, and never to pass microphones between them mid-scene.",
        ],
      },
    ],
  },
  {
    id: "lighting",
    label: "Lighting",
    icon: "lightbulb",
    intro:
      "Most church halls were not built as theatres, but a few adjustments make sure every face can be seen — which matters more than any special effect.",
    groups: [
      {
        title: "Light the faces",
        tips: [
          "Check the stage at the time of day you will perform. Actors standing in front of a bright window become silhouettes.",
          "Avoid dark spots on stage, and mark the best-lit positions with tape so actors know where to stand for important lines.",
          "Two LED work lights or clamp lights on stands, placed at the front and angled in from each side, light faces evenly without harsh shadows.",
          "Point lights at a white wall or ceiling for a softer glow, or diffuse them with baking paper. Modern LEDs stay cool enough to do this safely.",
        ],
      },
      {
        title: "Simple mood changes",
        tips: [
          "Dimming the room lights is a clear signal that the skit is about to begin.",
          "A short blackout is the easiest scene change: the audience understands that time has passed.",
          "Coloured LED bulbs help: blue for night scenes, warm amber for firelight or sunrise.",
          "Avoid flashing or strobe lighting, which can trigger photosensitive epilepsy.",
        ],
      },
      {
        title: "Safety and cues",
        tips: [
          "Tape down every cable with gaffer tape, never run cables across an exit, and don't overload sockets.",
          "Keep lights and real heat sources well away from costumes and fabric.",
          "Give one volunteer the lighting job, write the cues on their script, and rehearse them at the dress rehearsal.",
        ],
      },
    ],
  },
];
