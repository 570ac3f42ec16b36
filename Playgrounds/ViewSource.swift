/// The source of each view the chapters show, printed beside its renderings: string literals
/// copied from the files they name. `PlaygroundSourcesTests` (in FixpointGalleryTests) reads
/// this file and checks that every literal still appears verbatim in its file, so an edit to a
/// view that is not copied here fails the tests.
struct ViewSource {
    /// The file the code is in, from the package root.
    let file: String
    /// The code, without the indentation it has in the file.
    let code: String
}

extension ViewSource {
    static let airplaneSpacers = ViewSource(file: "Sources/FixpointGallery/Airplane/AirplaneStages.swift", code: #"""
        public var body: some View {
            HStack(spacing: 0) {
                from
                Spacer()
                airplaneIcon
                Spacer()
                to
            }
            .lineLimit(1)
        }
        """#)

    static let airplaneFrames = ViewSource(file: "Sources/FixpointGallery/Airplane/AirplaneStages.swift", code: #"""
        public var body: some View {
            HStack(spacing: 0) {
                from
                    .frame(maxWidth: .infinity, alignment: .leading)
                airplaneIcon
                to
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
            .lineLimit(1)
        }
        """#)

    static let airplaneMeasured = ViewSource(file: "Sources/FixpointGallery/Airplane/AirplaneStages.swift", code: #"""
        public var body: some View {
            HStack(spacing: 0) {
                from
                    .frame(maxWidth: .infinity, alignment: .leading)
                airplaneIcon
                to
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
            .measureWidth { self.proposedWidth = $0 }
            .lineLimit(1)
        }
        """#)

    static let airplane = ViewSource(file: "Sources/FixpointGallery/Airplane/AirplaneView.swift", code: #"""
        public var body: some View {
            HStack(spacing: 0) {
                if shouldDrawOffCenter {
                    from
                    Spacer()
                    airplaneIcon
                    Spacer()
                    to
                } else {
                    from
                        .frame(maxWidth: .infinity, alignment: .leading)
                    airplaneIcon
                    to
                        .frame(maxWidth: .infinity, alignment: .trailing)
                }
            }
            .measureWidth { self.proposedWidth = $0 }
            .background(HStack {
                from.fixedSize().measureWidth { self.fromWidth = $0 }
                airplaneIcon.fixedSize().measureWidth { self.airplaneWidth = $0 }
                to.fixedSize().measureWidth { self.toWidth = $0 }
            }.hidden())
            .lineLimit(1)
        }
        """#)

    static let airplaneTwin = ViewSource(file: "Sources/FixpointGallery/Airplane/AirplaneLayout.swift", code: #"""
        public var body: some View {
            AirplaneLayout {
                Text("Berlin")
                Text("✈️")
                Text("San Francisco")
            }
            .lineLimit(1)
        }
        """#)

    static let bar = ViewSource(file: "Sources/FixpointGallery/Bars/BarLayout.swift", code: #"""
        public var body: some View {
            VStack {
                Slider(value: $width, in: 0...350)
                Slider(value: $barWidth, in: 0...350)
                BarLayout {
                    Text("Leading Label")
                    Text("Trailing Label")
                    Color.red
                        .frame(height: 8)
                        .frame(width: barWidth)
                }
                .border(.blue)
                .frame(width: width)
                .padding()
            }
        }
        """#)

    static let barNext = ViewSource(file: "Sources/FixpointGallery/Bars/SharingBarLayout.swift", code: #"""
        public var body: some View {
            VStack {
                Slider(value: $width, in: 0...350)
                SharingBarLayout {
                    Text("Leading Label").font(.title2)
                    Text("Trailing Label").font(.caption).layoutPriority(trailingIsImportant ? 1 : 0)
                    Color.red
                        .frame(height: 8)
                        .layoutValue(key: BarFraction.self, value: 0.75)
                }
                .border(.blue)
                .frame(width: width)
                .padding()
            }
        }
        """#)

    static let heightsUnsynced = ViewSource(file: "Sources/FixpointGallery/HeightSynced/HeightSyncedRow.swift", code: #"""
        public var body: some View {
            HStack { EventInfoBadgeWithBackground.articleBadges }
        }
        """#)

    static let heightsRed = ViewSource(file: "Sources/FixpointGallery/HeightSynced/HeightSyncedRow.swift", code: #"""
        public var body: some View {
            HeightSyncedRowRedStage { EventInfoBadgeWithBackground.articleBadges }
        }
        """#)

    static let heights = ViewSource(file: "Sources/FixpointGallery/HeightSynced/HeightSyncedRow.swift", code: #"""
        public var body: some View {
            HeightSyncedRow(background: Color.secondary.cornerRadius(10)) {
                EventInfoBadge(
                    iconName: "video.circle.fill",
                    text: "Video call available"
                )
                EventInfoBadge(
                    iconName: "doc.text.fill",
                    text: "Files are attached"
                )
                EventInfoBadge(
                    iconName: "person.crop.circle.badge.plus",
                    text: "Invites enabled, 5 people maximum"
                )
            }
        }
        """#)

    static let heightsTwin = ViewSource(file: "Sources/FixpointGallery/HeightSynced/EqualHeightRow.swift", code: #"""
        public var body: some View {
            EqualHeightRow {
                Group {
                    EventInfoBadge(iconName: "video.circle.fill", text: "Video call available")
                    EventInfoBadge(iconName: "doc.text.fill", text: "Files are attached")
                    EventInfoBadge(iconName: "person.crop.circle.badge.plus", text: "Invites enabled, 5 people maximum")
                }
                .frame(maxHeight: .infinity)
                .background(Color.secondary.cornerRadius(10))
            }
        }
        """#)
}
